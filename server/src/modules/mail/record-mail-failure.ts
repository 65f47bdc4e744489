import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailMessages } from '../../db/tables/index.ts';
import type { JobFailure } from '../../jobs/queue.ts';

/**
 * After a failed delivery attempt (its transaction rolled back): the log row shows failed with the error while
 * attempts are left, dead after the last. Owner connection, found by its job.
 */
export async function recordMailFailure(db: Db, failure: JobFailure): Promise<void> {
  await db
    .update(mailMessages)
    .set({
      status: failure.dead ? 'dead' : 'failed',
      attempts: failure.attempts,
      lastError: failure.error.slice(0, 1000),
    })
    .where(and(eq(mailMessages.outboxId, failure.jobId), inArray(mailMessages.status, ['queued', 'failed'])));
}
