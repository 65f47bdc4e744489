import { and, eq, inArray, sql } from 'drizzle-orm';
import { creditInvoiceInputSchema, lineTotalOre, priceCredit, type CreditableLine } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { conflict, DomainError } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { invoices, items, visitLines, visits } from '../../db/tables/index.ts';
import { insertInvoiceLines } from './insert-invoice-lines.ts';
import { issueDraft } from './issue-invoice.ts';
import { loadLineCredits } from './invoice-line-credits.ts';
import { loadInvoice, type InvoiceRecord } from './invoice-record.ts';
import { sameCompany } from '../../db/sql.ts';

const notCreditableRefusal = () =>
  new DomainError('CONFLICT', 'Only an issued or paid invoice with something left to credit is credited', {
    reason: 'invoice.notCreditable',
  });

/**
 * Corrects an issued invoice the Danish way (decisions/0026): a credit note, issued at once with the next number and
 * referring to it, of all that is left of it or of chosen lines and quantities. The invoice keeps its number; what
 * its credit notes took is kept on it (creditedNet, creditedTotal), and when nothing is left it is credited and its
 * visits are free to invoice again. A draft is deleted instead; a credit note is not credited.
 */
export async function creditInvoice(scope: TenantScope, input: unknown): Promise<InvoiceRecord> {
  const data = parseInput(creditInvoiceInputSchema, input, 'input');
  const invoice = await loadInvoice(scope, data.id, true);
  if (invoice.kind !== 'invoice' || (invoice.state !== 'issued' && invoice.state !== 'paid'))
    throw notCreditableRefusal();
  if (invoice.version !== data.version) throw conflict();
  const credits = await loadLineCredits(scope, invoice.id);
  const lines: CreditableLine[] = invoice.lines.map((line) => {
    const credit = credits.get(line.id);
    return {
      ...line,
      creditedQuantity: credit?.quantity ?? 0,
      creditedNet: credit?.net ?? 0,
      creditedVat: credit?.vat ?? 0,
    };
  });
  const chosen = data.lines ? new Map(data.lines.map((l) => [l.lineId, l.quantity])) : null;
  const priced = priceCredit({ ...invoice, lines }, chosen);
  if (!priced.ok) {
    const index = data.lines?.findIndex((l) => l.lineId === priced.lineId) ?? -1;
    throw new DomainError('BAD_USER_INPUT', 'The credit does not fit the invoice', {
      reason: priced.reason,
      ...(index >= 0 && { field: `input.lines.${index}.quantity` }),
    });
  }
  const byId = new Map(invoice.lines.map((line) => [line.id, line]));
  const noteLines = priced.lines.map((credit, position) => {
    const { id, createdAt: _c, invoiceId: _i, companyId: _co, ...line } = byId.get(credit.lineId)!;
    return { ...line, position, quantity: credit.quantity, net: credit.net, vat: credit.vat, creditedLineId: id };
  });
  const [note] = await scope.db
    .insert(invoices)
    .values({
      companyId: scope.companyId,
      kind: 'creditNote',
      state: 'draft',
      customerId: invoice.customerId,
      customerName: invoice.customerName,
      creditedInvoiceId: invoice.id,
      paymentDelayDays: 0,
      reference: invoice.reference,
      net: priced.net,
      vat: priced.vat,
      total: priced.total,
      materialCost: await creditedMaterialCost(scope, invoice, noteLines, priced.final),
      createdById: scope.actor.userId,
    })
    .returning();
  const written = await insertInvoiceLines(scope, note!.id, noteLines);
  await scope.db
    .update(invoices)
    .set({
      creditedNet: invoice.creditedNet - priced.net,
      creditedTotal: invoice.creditedTotal - priced.total,
      ...(priced.final && { state: 'credited' as const }),
      version: invoice.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, invoice.id));
  if (priced.final)
    await scope.db.update(visits).set({ invoiceId: null, invoicedAt: null }).where(eq(visits.invoiceId, invoice.id));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'invoice.credited',
    details: {
      invoiceId: invoice.id,
      number: invoice.number,
      creditNoteId: note!.id,
      total: priced.total,
      whole: priced.final,
    },
  });
  return issueDraft(scope, { ...note!, lines: written });
}

/**
 * The credit note's share of the invoice's frozen material cost, negated: what is left of it for the last credit, and
 * otherwise its materials at today's cost prices (the invoice froze the sum, not each line's), never more than left.
 */
async function creditedMaterialCost(
  scope: TenantScope,
  invoice: InvoiceRecord,
  lines: readonly { visitLineId: string | null; quantity: number }[],
  final: boolean,
): Promise<number> {
  const [earlier] = await scope.db
    .select({ cost: sql<string>`coalesce(sum(${invoices.materialCost}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.creditedInvoiceId, invoice.id), eq(invoices.kind, 'creditNote')));
  const left = invoice.materialCost + Number(earlier!.cost);
  if (final || left <= 0) return -left;
  const visitLineIds = lines.flatMap((l) => (l.visitLineId ? [l.visitLineId] : []));
  if (visitLineIds.length === 0) return 0;
  const costs = await scope.db
    .select({ id: visitLines.id, cost: items.costPrice })
    .from(visitLines)
    .innerJoin(items, sameCompany(items, visitLines, eq(items.id, visitLines.itemId)))
    .where(inArray(visitLines.id, visitLineIds));
  const costOf = new Map(costs.map((c) => [c.id, c.cost ?? 0]));
  const now = lines.reduce(
    (sum, l) => sum + (l.visitLineId ? lineTotalOre(costOf.get(l.visitLineId) ?? 0, l.quantity) : 0),
    0,
  );
  return -Math.min(left, now);
}
