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

/** `work` on a new embedded database, closed afterwards. */
async function onNewDatabase(work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) {
  const database = await openDatabase({ pglite: new PGlite({ extensions: pgliteExtensions }) });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

describe('planner statistics on the embedded database', () => {
  const log = pino({ level: 'silent' });

  it('are gathered before the server listens on a new database, as PGlite has no autovacuum to do it', () =>
    onNewDatabase(async (database) => {
      expect(await migrateDatabase(database)).toBe(true);
      expect(await visitsTuples(database)).toBe(-1);
      const stop = await keepPlannerStatistics(database, log, { changed: true });
      expect(await visitsTuples(database)).toBe(0);
      stop();
    }));

  it('are gathered at once when never gathered, even when nothing changed at this start', () =>
    onNewDatabase(async (database) => {
      await migrateDatabase(database);
      const stop = await keepPlannerStatistics(database, log, { changed: false });
      expect(await visitsTuples(database)).toBe(0);
      stop();
    }));

  it('are left to the timer on a restart of an analysed database with nothing changed', () =>
    onNewDatabase(async (database) => {
      await migrateDatabase(database);
      await database.db.execute(sql`analyze`);
      await database.db.execute(sql`insert into companies (name) values ('Efter analyse ApS')`);
      expect(await migrateDatabase(database)).toBe(false);
      const companies = sql`select reltuples as n from pg_class where relname = 'companies'`;
      const before = (await queryRows<{ n: number }>(database.db, companies))[0]!.n;
      const stop = await keepPlannerStatistics(database, log, { changed: false });
      expect((await queryRows<{ n: number }>(database.db, companies))[0]!.n).toBe(before);
      stop();
    }));
});
