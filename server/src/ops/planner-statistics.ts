import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** Every six hours: often enough for a company's growth, rare enough that its half-second pause goes unnoticed. */
export const statisticsIntervalMs = 6 * 3600_000;

/**
 * PGlite runs PostgreSQL in single-user mode, without autovacuum: nobody gathers the planner's statistics unless we
 * run ANALYZE. Without them the planner guesses row counts, and a planning board of 2,000 visits took 320 ms to read
 * instead of 35 ms (docs/decisions/0037-planning-board.md). The embedded database is analysed once it is open (after
 * migrations and the demo seed, off the start-up path) and every six hours; PostgreSQL's autovacuum does this itself.
 * Returns the stop function.
 */
export function keepPlannerStatistics(database: Database, log: FastifyBaseLogger): () => void {
  if (database.kind !== 'pglite') return () => {};
  const analyze = () => database.db.execute(sql`analyze`).catch((error: unknown) => log.warn(error, 'analyze failed'));
  const first = setTimeout(analyze, 0);
  const every = setInterval(analyze, statisticsIntervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
