import { asc, eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { invoiceLines, invoices, type InvoiceLineRow, type InvoiceRow } from '../../db/tables/index.ts';

/** An invoice with its lines in order, as every invoice operation answers. */
export interface InvoiceRecord extends InvoiceRow {
  lines: InvoiceLineRow[];
}

/**
 * The invoice's row under its row lock, without its lines (an operation that changes the invoice and not its lines
 * does not read 500 of them to take a lock). NOT_FOUND for an id of no invoice of the company.
 */
export async function lockInvoice(scope: CompanyScope, id: string): Promise<InvoiceRow> {
  return findInvoiceRow(scope, id, true);
}

async function findInvoiceRow(scope: CompanyScope, id: string, lock: boolean): Promise<InvoiceRow> {
  if (!isUuid(id)) throw notFound();
  const query = scope.db.select().from(invoices).where(eq(invoices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The invoice by id, with its lines (NOT_FOUND for an id of no invoice of the company); `lock` takes its row lock. */
export async function loadInvoice(scope: CompanyScope, id: string, lock = false): Promise<InvoiceRecord> {
  const row = await findInvoiceRow(scope, id, lock);
  const lines = await scope.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  return { ...row, lines };
}
