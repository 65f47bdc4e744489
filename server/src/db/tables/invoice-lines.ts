import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, companyReference, tenantColumns } from './common.ts';
import { invoices } from './invoices.ts';
import { visitLines } from './visit-lines.ts';
import { visits } from './visits.ts';

/** A line: copied from a visit's line (or its fixed price) or typed on a draft; the amounts the server computes. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    ...tenantColumns(),
    invoiceId: uuid('invoice_id').notNull(),
    visitId: uuid('visit_id'),
    visitLineId: uuid('visit_line_id'),
    /** A credit note's line: the invoice's line it credits (how much of each line is left to credit). */
    creditedLineId: uuid('credited_line_id'),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull().default('stk'),
    unitPrice: integer('unit_price').notNull(),
    discountBp: integer('discount_bp').notNull().default(0),
    vatBp: integer('vat_bp').notNull(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('invoice_lines_invoice_id_fk', t, t.invoiceId, invoices).onDelete('cascade'),
    companyReference('invoice_lines_visit_id_fk', t, t.visitId, visits).onDelete('set null'),
    companyReference('invoice_lines_visit_line_id_fk', t, t.visitLineId, visitLines).onDelete('set null'),
    companyReference('invoice_lines_credited_line_id_fk', t, t.creditedLineId, t),
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    index('invoice_lines_visit_idx').on(t.visitId),
    index('invoice_lines_credited_idx').on(t.creditedLineId),
  ],
);
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
