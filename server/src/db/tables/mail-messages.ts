import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, companyReference, tenantColumns } from './common.ts';
import { customers } from './customers.ts';
import { outbox } from './outbox.ts';
import { visits } from './visits.ts';

/**
 * The email log (issue #16): every mail the product sends, one row per mail, written when it is queued and updated
 * as the job delivers it. Status queued → sent (or failed while retrying, dead after the last attempt). seen/clicked
 * come from the open-tracking image and the click redirect, found by `tracking_token` (when the company tracks).
 * Without SMTP_URL the rendered mail is kept here (`text_body`, `html_body`) and shown in the app instead.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    ...tenantColumns(),
    outboxId: uuid('outbox_id'),
    /** invitation, passwordReset, report, invoice, serviceReminder, booking… */
    emailType: text('email_type').notNull(),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    customerId: uuid('customer_id'),
    visitId: uuid('visit_id'),
    /** queued | sent | failed | dead | kept (no SMTP_URL: kept in the app) */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Stored file ids attached (a report's PDF, an invoice). */
    attachmentFileIds: jsonb('attachment_file_ids').$type<string[]>().notNull().default([]),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    smtpMessageId: text('smtp_message_id'),
    trackingToken: text('tracking_token'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('mail_messages_outbox_id_fk', t, t.outboxId, outbox).onDelete('set null'),
    companyReference('mail_messages_customer_id_fk', t, t.customerId, customers).onDelete('set null'),
    companyReference('mail_messages_visit_id_fk', t, t.visitId, visits).onDelete('set null'),
    index('mail_messages_company_created_idx').on(t.companyId, t.createdAt),
    index('mail_messages_customer_idx').on(t.customerId, t.createdAt),
    index('mail_messages_tracking_token_idx').on(t.trackingToken),
  ],
);
export type MailMessageRow = typeof mailMessages.$inferSelect;
