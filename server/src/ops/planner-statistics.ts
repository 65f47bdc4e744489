import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/sql.ts';

/** Every six hours: often enough for a company's growth, rare enough that its half-second pause goes unnoticed. */
export const statisticsIntervalMs = 6 * 3600_000;

/** After a restart the statistics kept in the data dir serve; they are brought up to date this long after start. */
export const statisticsAfterRestartMs = 10 * 60_000;

/**
 * PGlite runs PostgreSQL in single-user mode, without autovacuum: nobody gathers the planner's statistics unless we
 * run ANALYZE. Without them the planner guesses row counts, and a planning board of 2,000 visits took 320 ms to read
 * instead of 35 ms (docs/decisions/0037-planning-board.md). ANALYZE runs in the server's own thread (PGlite is
 * WebAssembly in the process) and held a restart of the demo's data dir for 0.7 s, so it runs at once only when the
 * database is new to its statistics: `changed` (migrations applied, the demo seeded) or never analysed. Otherwise
 * the data dir's statistics serve until ten minutes after start, and then every six hours. PostgreSQL's autovacuum
 * does this itself. Returns the stop function.
 */
export async function keepPlannerStatistics(
  database: Database,
  log: FastifyBaseLogger,
  options: { changed: boolean },
): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  const analyze = () => database.db.execute(sql`analyze`).catch((error: unknown) => log.warn(error, 'analyze failed'));
  if (options.changed || (await neverAnalysed(database))) await analyze();
  const first = setTimeout(analyze, statisticsAfterRestartMs);
  const every = setInterval(analyze, statisticsIntervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

/** reltuples is -1 until a table has been analysed (PostgreSQL 14 on): the visits table stands for all. */
async function neverAnalysed(database: Database): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select reltuples as n from pg_class where relname = 'visits' and relkind = 'r'`,
  );
  return Number(row?.n ?? -1) < 0;
}
