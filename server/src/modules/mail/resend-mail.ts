import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.service.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { mailMessages, outbox, type MailMessageRow } from '../../db/tables/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { mailJobKind, mailJobPayload, mailJobPayloadSchema } from './enqueue-mail.ts';
import { findMailMessage } from './find-mail-message.ts';

/**
 * "Send again" for a dead mail: a new job with fresh attempts, the log row back to queued. Refused for any other
 * status (`mail.notDead`): a queued or failed mail is still being tried, a sent one went. Audit-logged: a mail the
 * server gave up on went out again because somebody chose so.
 */
export async function resendMail(scope: TenantScope, id: string): Promise<MailMessageRow> {
  const mail = await findMailMessage(scope, id);
  if (mail.status !== 'dead') throw badInput('id', 'mail.notDead');
  // The secret to blank once sent is the first job's (the link's token of an invitation).
  const [first] = mail.outboxId
    ? await scope.db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.id, mail.outboxId))
    : [];
  const secret = first ? mailJobPayloadSchema.safeParse(first.payload).data?.secret : null;
  const jobId = await enqueue(scope, { kind: mailJobKind, payload: mailJobPayload(mail.id, secret) });
  const [row] = await scope.db
    .update(mailMessages)
    .set({ outboxId: jobId, status: 'queued', attempts: 0, lastError: null })
    .where(eq(mailMessages.id, mail.id))
    .returning();
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'mail.resent',
    details: { mailId: mail.id, to: mail.toAddress, emailType: mail.emailType },
  });
  return row!;
}
