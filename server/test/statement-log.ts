import type { Logger } from 'drizzle-orm';

/**
 * Counts the SQL statements the app sends, for tests that catch N+1 queries: pass `logger` to `createTestApp`,
 * then `count(work)` tells how many statements `work` sent (the transaction's set-up included, a constant).
 */
export function statementLog() {
  const statements: string[] = [];
  const logger: Logger = { logQuery: (query) => void statements.push(query) };
  return {
    logger,
    statements,
    async count(work: () => Promise<unknown>): Promise<number> {
      const before = statements.length;
      await work();
      return statements.length - before;
    },
  };
}
