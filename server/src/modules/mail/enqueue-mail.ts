import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CompanyScope } from '../../core/scope.ts';
import { readConfig } from '../../config.ts';
import { mailMessages } from '../../db/tables/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { findCompany } from '../company/index.ts';
import { mailSenderOf } from './mail-sender.ts';
import { newTrackingToken } from './mail-tracking.ts';

/** The outbox kind of every logged mail; its payload names the `mail_messages` row. */
export const mailJobKind = 'mail';

export const newMailSchema = z.object({
  /** What the mail is, for the email log's filter: invitation, passwordReset, report, invoice, serviceReminder, … */
  emailType: z.string().min(1).max(40),
  to: z.string().trim().min(3).max(320),
  subject: z.string().min(1).max(300),
  text: z.string(),
  html: z.string().optional(),
  customerId: z.string().uuid().optional(),
  visitId: z.string().uuid().optional(),
  attachmentFileIds: z.array(z.string().uuid()).max(20).optional(),
  language: z.enum(['da', 'en']).optional(),
  /**
   * A secret in the body (a one-time link's token): the email log never holds it (its body has `{secret}` there and
   * shows `[removed]`); only the job's payload does, and delivery puts it back into the mail it sends. So an
   * administrator reading the log, or a kept mail, cannot use a person's password reset link.
   */
  secret: z.string().min(1).optional(),
});
export type NewMail = z.input<typeof newMailSchema>;

/**
 * Queues a mail in the caller's transaction: its email log row (status queued; a tracking token when the company
 * tracks) and the job that delivers it. The mail exists only if the caller's change commits. Every feature that
 * mails (invitations, reports, invoices, reminders, bookings) calls only this. Returns the log row's id.
 * Write `{app}` for the app's address in links (`{app}/invitation/…`): delivery puts the server's public address
 * (PUBLIC_URL) there, which the operation enqueueing does not know.
 */
export async function enqueueMail(scope: CompanyScope, input: NewMail): Promise<string> {
  const mail = newMailSchema.parse(input);
  const company = await findCompany(scope);
  // The sender as it stands now; delivery writes it again from the settings at send time.
  const sender = mailSenderOf(company, readConfig().mailFrom);
  const id = randomUUID();
  const jobId = await enqueue(scope, { kind: mailJobKind, payload: mailJobPayload(id, mail.secret) });
  await scope.db.insert(mailMessages).values({
    id,
    companyId: scope.companyId,
    outboxId: jobId,
    emailType: mail.emailType,
    fromAddress: sender.from,
    replyTo: sender.replyTo,
    toAddress: mail.to,
    subject: mail.subject,
    customerId: mail.customerId ?? null,
    visitId: mail.visitId ?? null,
    attachmentFileIds: mail.attachmentFileIds ?? [],
    textBody: withoutSecret(mail.text, mail.secret),
    htmlBody: mail.html === undefined ? null : withoutSecret(mail.html, mail.secret),
    trackingToken: company.mailTracking ? newTrackingToken() : null,
  });
  return id;
}

/** Where a mail's secret stands in its logged body. */
export const secretPlaceholder = '{secret}';

export const withoutSecret = (body: string, secret: string | undefined) =>
  secret ? body.replaceAll(secret, secretPlaceholder) : body;

/** The mail job's payload: which log row, and the secret to blank in the log once sent. */
export const mailJobPayload = (mailMessageId: string, secret?: string | null) => ({
  mailMessageId,
  secret: secret ?? null,
});

export const mailJobPayloadSchema = z.object({ mailMessageId: z.string().uuid(), secret: z.string().nullable() });
