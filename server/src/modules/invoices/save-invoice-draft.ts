import { eq } from 'drizzle-orm';
import { invoiceDraftInputSchema, invoiceTotals, priceDraftLines } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { badInput, conflict } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { invoiceLines, invoices } from '../../db/tables/index.ts';
import { insertInvoiceLines } from './insert-invoice-lines.ts';
import { loadInvoice, type InvoiceRecord } from './invoice-record.ts';
import { notDraftRefusal } from './issue-invoice.ts';

/**
 * Saves a draft whole (issue #17: "its lines … can be edited while it is a draft"): its reference, note and lines in
 * the order given, each priced again (VAT per line) and the totals with them. A line that keeps its id keeps its
 * visit; a line left out is gone (its visit stays on the invoice: it is still the work invoiced). An issued
 * invoice is never edited (CONFLICT invoice.notDraft); a total below zero is refused (invoice.negativeTotal) —
 * a credit note is made by crediting an invoice.
 */
export async function saveInvoiceDraft(scope: TenantScope, input: unknown): Promise<InvoiceRecord> {
  const data = parseInput(invoiceDraftInputSchema, input, 'input');
  const invoice = await loadInvoice(scope, data.id, true);
  if (invoice.state !== 'draft') throw notDraftRefusal();
  if (invoice.version !== data.version) throw conflict();
  const existing = new Map(invoice.lines.map((line) => [line.id, line]));
  const lines = priceDraftLines(data.lines).map(({ id, ...line }, position) => {
    const kept = id ? existing.get(id) : null;
    if (id && !kept) throw badInput(`input.lines.${position}.id`, 'invoice.lineNotFound');
    return { ...line, position, visitId: kept?.visitId ?? null, visitLineId: kept?.visitLineId ?? null };
  });
  const totals = invoiceTotals(lines);
  if (totals.total < 0) throw badInput('input.lines', 'invoice.negativeTotal');

  await scope.db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
  const saved = await insertInvoiceLines(scope, invoice.id, lines);
  const [row] = await scope.db
    .update(invoices)
    .set({
      reference: data.reference ?? null,
      note: data.note ?? null,
      ...totals,
      version: invoice.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'invoice.edited',
    details: { invoiceId: invoice.id, lines: saved.length, total: totals.total },
  });
  return { ...row!, lines: saved };
}
