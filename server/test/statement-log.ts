import type { Logger } from 'drizzle-orm';
import { noReadCache } from '../src/core/read-cache.ts';

/**
 * Counts the SQL statements the app sends, for tests that catch N+1 queries: pass `appOptions` to `createTestApp`,
 * then `count(work)` tells how many statements `work` sent (the transaction's set-up included, a constant).
 * `appOptions` turns the embedded database's burst cache off (decision 0047): with it, whichever of two requests
 * comes second within its lifetime skips the session's read, and a count would depend on the clock.
 */
export function statementLog() {
  const statements: string[] = [];
  const logger: Logger = { logQuery: (query) => void statements.push(query) };
  return {
    logger,
    appOptions: { logger, readCache: noReadCache },
    statements,
    async count(work: () => Promise<unknown>): Promise<number> {
      const before = statements.length;
      await work();
      return statements.length - before;
    },
  };
}
