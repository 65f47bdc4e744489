import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailMessages } from '../../db/tables/index.ts';
import type { JobFailure } from '../../jobs/queue.ts';
import { notifyAdministrators } from '../notifications/index.ts';

/** Mails whose loss someone must hear of: a reminder that never went out is a customer not reminded. */
const reminderMailTypes = new Set(['paymentReminder', 'serviceReminder']);

/**
 * After a failed delivery attempt (its transaction rolled back): the log row shows failed with the error while
 * attempts are left, dead after the last. Owner connection, found by its job.
 */
export async function recordMailFailure(db: Db, failure: JobFailure): Promise<void> {
  const [mail] = await db
    .update(mailMessages)
    .set({
      status: failure.dead ? 'dead' : 'failed',
      attempts: failure.attempts,
      lastError: failure.error.slice(0, 1000),
    })
    .where(
      and(
        eq(mailMessages.companyId, failure.companyId),
        eq(mailMessages.outboxId, failure.jobId),
        inArray(mailMessages.status, ['queued', 'failed']),
      ),
    )
    .returning({
      companyId: mailMessages.companyId,
      emailType: mailMessages.emailType,
      to: mailMessages.toAddress,
      subject: mailMessages.subject,
    });
  if (failure.dead && mail && reminderMailTypes.has(mail.emailType)) {
    const { companyId, ...payload } = mail;
    await notifyAdministrators({ db, companyId }, { kind: 'reminder_failed', payload });
  }
}
