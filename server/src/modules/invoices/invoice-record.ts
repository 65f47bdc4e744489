import { asc, eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { invoiceLines, invoices, type InvoiceLineRow, type InvoiceRow } from '../../db/tables/index.ts';

/** An invoice with its lines in order, as every invoice operation answers. */
export interface InvoiceRecord extends InvoiceRow {
  lines: InvoiceLineRow[];
}

/** The invoice by id, with its lines (NOT_FOUND for an id of no invoice of the company); `lock` takes its row lock. */
export async function loadInvoice(scope: CompanyScope, id: string, lock = false): Promise<InvoiceRecord> {
  if (!isUuid(id)) throw notFound();
  const query = scope.db.select().from(invoices).where(eq(invoices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  const lines = await scope.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  return { ...row, lines };
}
