import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** How long /health waits for the database before calling it unavailable (a load balancer polls every few seconds). */
export const healthTimeoutMs = 1000;

/** Whether the database answers a trivial query in time. Never throws: the failure is the answer. */
export async function databaseAnswers(database: Database, timeoutMs = healthTimeoutMs): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([database.db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
