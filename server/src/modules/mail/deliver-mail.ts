import { eq } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import { mailMessages, type MailMessageRow } from '../../db/tables/index.ts';
import type { Job } from '../../jobs/queue.ts';
import { findCompany } from '../company/index.ts';
import { mailJobPayloadSchema, secretPlaceholder } from './enqueue-mail.ts';
import { mailSenderOf } from './mail-sender.ts';
import type { MailServices } from './mail-services.ts';
import { addTracking } from './mail-tracking.ts';

/** What the log shows instead of a secret (a one-time link's token). */
export const removedSecret = '[removed]';

const fillApp = (body: string, publicUrl: string) => body.replaceAll('{app}', publicUrl);
/** The body as sent (with the secret from the job's payload) or as logged (without it). */
const withSecret = (body: string, secret: string | null) => body.replaceAll(secretPlaceholder, secret ?? removedSecret);
const logged = (body: string | null) => (body === null ? null : withSecret(body, null));

/**
 * The mail job: sends one logged mail and records it sent, in the job's tenant transaction. The SMTP server's
 * acceptance and the record commit together only as far as a crash allows: a process killed after the server
 * accepted and before the commit sends the mail again on the next attempt, with the same Message-ID
 * (docs/decisions/0020-mail-delivery.md). Without SMTP the mail is kept in the app instead.
 */
export async function deliverMail(scope: CompanyScope, job: Job, services: MailServices): Promise<void> {
  const { mailMessageId, secret } = mailJobPayloadSchema.parse(job.payload);
  const [mail] = await scope.db.select().from(mailMessages).where(eq(mailMessages.id, mailMessageId));
  // Sent or kept already (a "send again" job racing the first): nothing to do.
  if (!mail || mail.status === 'sent' || mail.status === 'kept') return;
  const sender = mailSenderOf(await findCompany(scope), services.productFrom);
  const text = fillApp(mail.textBody ?? '', services.publicUrl);
  const html = mail.htmlBody === null ? null : fillApp(mail.htmlBody, services.publicUrl);
  const record = (changes: Partial<MailMessageRow>) =>
    scope.db
      .update(mailMessages)
      .set({ fromAddress: sender.from, replyTo: sender.replyTo, attempts: job.attempts, lastError: null, ...changes })
      .where(eq(mailMessages.id, mail.id));

  if (!services.transport) {
    await record({ status: 'kept', textBody: logged(text), htmlBody: logged(html) });
    services.log.info({ mail: { id: mail.id, type: mail.emailType } }, 'mail kept in the app (no SMTP_URL)');
    return;
  }
  const attachments = await Promise.all(
    mail.attachmentFileIds.map(async (fileId) => {
      const file = await services.loadAttachment(scope, fileId);
      return { filename: file.name, contentType: file.mimeType, content: Buffer.from(file.bytes) };
    }),
  );
  const accepted = await services.transport.send({
    from: sender.from,
    replyTo: sender.replyTo,
    to: mail.toAddress,
    subject: mail.subject,
    text: withSecret(text, secret),
    html:
      html === null
        ? null
        : mail.trackingToken
          ? addTracking(withSecret(html, secret), {
              publicUrl: services.publicUrl,
              token: mail.trackingToken,
              key: services.clickKey,
            })
          : withSecret(html, secret),
    messageId: `<${mail.id}@${new URL(services.publicUrl).hostname}>`,
    attachments,
  });
  await record({
    status: 'sent',
    smtpMessageId: accepted.messageId,
    sentAt: new Date(),
    textBody: logged(text),
    htmlBody: logged(html),
  });
  services.log.info({ mail: { id: mail.id, type: mail.emailType } }, 'mail sent');
}
