import type { InvoiceKind, InvoiceState } from '@servio/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyPrimaryKey, companyReference, tenantColumns, versionColumn } from './common.ts';
import { customers } from './customers.ts';
import { departments } from './departments.ts';
import { users } from './users.ts';

/**
 * An invoice or a credit note (issue #17). A draft has no number; issuing gives the company's next number in the
 * same transaction (invoice_counters), so numbers are gapless and never shared. Issued, it does not change: its
 * state moves (paid, credited) and a credit note, an invoice of its own kind, corrects it. Amounts in øre.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...tenantColumns(),
    kind: text('kind').notNull().default('invoice').$type<InvoiceKind>(),
    state: text('state').notNull().default('draft').$type<InvoiceState>(),
    number: integer('number'),
    customerId: uuid('customer_id').notNull(),
    /** The customer's name as invoiced (a later rename does not change an issued invoice). */
    customerName: text('customer_name').notNull(),
    /** A credit note's invoice. */
    creditedInvoiceId: uuid('credited_invoice_id'),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    paymentDelayDays: integer('payment_delay_days').notNull(),
    note: text('note'),
    reference: text('reference'),
    net: integer('net').notNull().default(0),
    vat: integer('vat').notNull().default(0),
    total: integer('total').notNull().default(0),
    /**
     * What its credit notes took off an invoice, positive øre (net and with VAT): what the customer still owes is
     * total − creditedTotal. It is credited (state) when nothing is left.
     */
    creditedNet: integer('credited_net').notNull().default(0),
    creditedTotal: integer('credited_total').notNull().default(0),
    /**
     * The cost prices of the invoice's materials when it was issued, øre (a credit note: its invoice's, negated):
     * the economy page's margin, frozen as the sales prices are, since an item's cost price changes later.
     */
    materialCost: integer('material_cost').notNull().default(0),
    /**
     * The department the invoice's work was done by, frozen at issue: its first visit's with one (a credit note: its
     * invoice's); null for one by hand. The economy page's sales per department.
     */
    departmentId: uuid('department_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedById: uuid('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The issued invoice's PDF, a stored_files row (made by the invoice_pdf job, or by the first send): what the
     * customer receives. No foreign key, as for the company's logo: stored_files hangs on visits, which hang on
     * invoices, and the tables' modules would import each other; the PDF is never deleted while its invoice lives.
     */
    pdfFileId: uuid('pdf_file_id'),
    /** The last time it was mailed, and to whom (the list's "sent"). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentTo: text('sent_to'),
    /** Payment reminders sent (at most three) and the day of the last: the rules' check without a join. */
    reminderCount: integer('reminder_count').notNull().default(0),
    lastReminderOn: date('last_reminder_on', { mode: 'string' }),
    /** Its way to e-conomic (docs/decisions/0031): pending, synced or failed; null when it is not sent there. */
    economicState: text('economic_state').$type<'pending' | 'synced' | 'failed'>(),
    /** Why the last attempt failed, readable (Danish and English are the web's, by `economic.*` reason). */
    economicError: text('economic_error'),
    /** The booked invoice's number in e-conomic (our number: booked with bookWithNumber). */
    economicBookedNumber: integer('economic_booked_number'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('invoices_customer_id_fk', t, t.customerId, customers).onDelete('restrict'),
    companyReference('invoices_credited_invoice_id_fk', t, t.creditedInvoiceId, t).onDelete('restrict'),
    companyReference('invoices_department_id_fk', t, t.departmentId, departments).onDelete('set null'),
    // Not partial: drafts (no number) may repeat NULL, and the list's order (number desc, drafts first) is this
    // index read backwards.
    uniqueIndex('invoices_number_unique').on(t.companyId, t.number),
    index('invoices_state_number_idx').on(t.companyId, t.state, t.number),
    index('invoices_due_idx').on(t.companyId, t.state, t.dueDate),
    index('invoices_customer_idx').on(t.companyId, t.customerId),
    index('invoices_credited_idx').on(t.creditedInvoiceId),
    // The economy page's sums by issue day and by paid day.
    index('invoices_issue_date_idx').on(t.companyId, t.issueDate),
    index('invoices_paid_at_idx').on(t.companyId, t.paidAt),
    check('invoices_number_when_issued', sql`(${t.state} = 'draft') = (${t.number} is null)`),
    check('invoices_credit_note_sign', sql`${t.kind} = 'invoice' or ${t.total} <= 0`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Per company: the next invoice number, taken under this row's lock in the issuing transaction, and how many invoices
 * are in each state, kept by a statement trigger on invoices (migrations 0018, 0024), so the list's total is a lookup and
 * not a count of 100,000 rows. One row, so every invoice write takes the same lock: no deadlock between the number
 * and the counts.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  nextNumber: integer('next_number').notNull().default(1),
  draftCount: integer('draft_count').notNull().default(0),
  issuedCount: integer('issued_count').notNull().default(0),
  paidCount: integer('paid_count').notNull().default(0),
  creditedCount: integer('credited_count').notNull().default(0),
  /** The issued invoices (not credit notes) not yet paid, and their total with VAT: the economy page's "open". */
  openCount: integer('open_count').notNull().default(0),
  openTotal: bigint('open_total', { mode: 'number' }).notNull().default(0),
});
