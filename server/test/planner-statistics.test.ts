import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, pgliteExtensions } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import { keepPlannerStatistics } from '../src/ops/planner-statistics.ts';

/** reltuples is -1 until a table has been analysed (PostgreSQL 14 on). */
const visitsTuples = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
  Number(
    (await queryRows<{ n: number }>(database.db, sql`select reltuples as n from pg_class where relname = 'visits'`))[0]!
      .n,
  );

describe('planner statistics on the embedded database', () => {
  it('are gathered once the database is open, as PGlite has no autovacuum to do it', async () => {
    const database = await openDatabase({ pglite: new PGlite({ extensions: pgliteExtensions }) });
    try {
      await migrateDatabase(database);
      expect(await visitsTuples(database)).toBe(-1);
      const stop = keepPlannerStatistics(database, pino({ level: 'silent' }));
      await expect.poll(() => visitsTuples(database)).toBe(0);
      stop();
    } finally {
      await database.close();
    }
  });
});
