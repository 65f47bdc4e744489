import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, companyReference, tenantColumns } from './common.ts';
import { invoices } from './invoices.ts';
import { users } from './users.ts';

/**
 * A payment reminder (rykker) of an overdue invoice (docs/decisions/0028): its number (1 to 3), the day it was made
 * and the deadline it sets, its fee and interest, and what it claims in all. Written when someone sends it; its PDF
 * and mail are the payment_reminder job's, which fills `pdf_file_id` and `mail_message_id` (each once). A reminder
 * whose invoice was paid or credited before the job ran is cancelled, not sent.
 */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    ...tenantColumns(),
    invoiceId: uuid('invoice_id').notNull(),
    number: integer('number').notNull(),
    reminderDate: date('reminder_date', { mode: 'string' }).notNull(),
    paymentDeadline: date('payment_deadline', { mode: 'string' }).notNull(),
    fee: integer('fee').notNull(),
    /** The fees of the reminders before this one. */
    earlierFees: integer('earlier_fees').notNull(),
    interest: integer('interest').notNull(),
    /** The yearly rate the interest was reckoned at (reference rate + 8 points); null without interest. */
    interestRateBp: integer('interest_rate_bp'),
    /** The invoice's total, the fees so far and the interest: what the customer is asked to pay. */
    totalDue: integer('total_due').notNull(),
    sentTo: text('sent_to').notNull(),
    pdfFileId: uuid('pdf_file_id'),
    mailMessageId: uuid('mail_message_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('invoice_reminders_invoice_id_fk', t, t.invoiceId, invoices).onDelete('cascade'),
    uniqueIndex('invoice_reminders_number_unique').on(t.companyId, t.invoiceId, t.number),
    index('invoice_reminders_company_idx').on(t.companyId, t.createdAt),
  ],
);
export type InvoiceReminderRow = typeof invoiceReminders.$inferSelect;
