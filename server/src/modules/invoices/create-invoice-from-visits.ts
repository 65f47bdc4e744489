import { asc, eq, inArray } from 'drizzle-orm';
import {
  customerDisplayName,
  invoiceFromVisitsInputSchema,
  type InvoiceFromVisitsInput,
  invoiceLineAmounts,
  invoiceTotals,
  isFinished,
  standardVatBp,
} from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { idempotent } from '../../core/idempotency.ts';
import { badInput, notFound } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { customers, visitLines, visits, type CustomerRow } from '../../db/tables/index.ts';
import { visitTableColumns, type VisitRow } from '../visits/index.ts';
import { insertDraft } from './insert-draft.ts';
import { insertInvoiceLines } from './insert-invoice-lines.ts';
import { issueDraft } from './issue-invoice.ts';
import { loadInvoice, type InvoiceRecord } from './invoice-record.ts';

/**
 * An invoice from finished visits of one customer: a line for each visit's fixed price and one for each of its
 * lines, VAT 25 % per line. The visits are locked (in id order, so two invoicings of overlapping visits wait for
 * each other instead of deadlocking) and taken by the invoice: invoicing one twice is refused. With the company's
 * invoiceAsDraft the invoice stays a draft for approval, else it is issued at once.
 */
export async function createInvoiceFromVisits(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<InvoiceRecord> {
  const data = parseInput(invoiceFromVisitsInputSchema, input, 'input');
  // A retried "Fakturer valgte" gets the invoice the first request made, not "already invoiced".
  return idempotent(scope, {
    operation: 'createInvoiceFromVisits',
    key: idempotencyKey,
    payload: input,
    load: (id) => loadInvoice(scope, id),
    create: () => invoiceVisits(scope, data),
  });
}

/**
 * Who the visits are invoiced to: their customer, or, for a location of a customer hierarchy with useInvoice ("Faktura
 * til hovedkunden"), its main customer, so the locations' visits are invoiced together to the main customer. Visits
 * of two invoice customers are refused (invoice.customersDiffer). `locationOf` names a visit's location when it is
 * not the invoice customer itself, for its line.
 */
async function invoiceCustomer(scope: TenantScope, visitsToInvoice: readonly VisitRow[]) {
  const ids = [...new Set(visitsToInvoice.map((visit) => visit.customerId!))];
  const own = await scope.db.select().from(customers).where(inArray(customers.id, ids));
  const invoicedTo = (c: CustomerRow) => (c.useInvoice && c.parentCustomerId ? c.parentCustomerId : c.id);
  const targets = new Set(own.map(invoicedTo));
  if (targets.size > 1) throw badInput('input.visitIds', 'invoice.customersDiffer');
  const targetId = [...targets][0]!;
  const customer =
    own.find((c) => c.id === targetId) ??
    (await scope.db.select().from(customers).where(eq(customers.id, targetId)))[0];
  if (!customer) throw notFound();
  const byId = new Map(own.map((c) => [c.id, c]));
  const locationOf = (visit: VisitRow) =>
    visit.customerId === customer.id ? null : customerDisplayName(byId.get(visit.customerId!)!);
  return { customer, locationOf };
}

const withLocation = (description: string, location: string | null) =>
  location ? `${description} (${location})` : description;

async function invoiceVisits(scope: TenantScope, data: InvoiceFromVisitsInput): Promise<InvoiceRecord> {
  const ids = [...data.visitIds].sort();
  const rows = await scope.db
    .select(visitTableColumns)
    .from(visits)
    // Invoicing is the office's: whoever may invoice (administrators, allowedToInvoice; the access table) invoices
    // any visit of the company, not only the visits they are on.
    .where(inArray(visits.id, ids))
    .orderBy(asc(visits.id))
    .for('update');
  if (rows.length !== ids.length) throw badInput('input.visitIds', 'invoice.visitNotFound');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = data.visitIds.map((id) => byId.get(id)!);
  for (const visit of ordered) {
    if (visit.invoiceId || visit.invoicedAt)
      throw badInput('input.visitIds', 'invoice.visitInvoiced', { visitId: visit.id });
    if (!isFinished(visit.status)) throw badInput('input.visitIds', 'invoice.visitNotFinished', { visitId: visit.id });
    if (!visit.customerId) throw badInput('input.visitIds', 'invoice.visitWithoutCustomer', { visitId: visit.id });
  }
  const { customer, locationOf } = await invoiceCustomer(scope, ordered);
  const customerId = customer.id;

  const lines = await scope.db
    .select({
      id: visitLines.id,
      visitId: visitLines.visitId,
      description: visitLines.description,
      quantity: visitLines.quantity,
      unit: visitLines.unit,
      unitPrice: visitLines.unitPrice,
      discountBp: visitLines.discountBp,
    })
    .from(visitLines)
    .where(inArray(visitLines.visitId, ids))
    .orderBy(asc(visitLines.position), asc(visitLines.createdAt));
  const drafted = ordered.flatMap((visit) => [
    ...(visit.price
      ? [
          {
            visitId: visit.id,
            visitLineId: null,
            description: withLocation(visit.description?.trim() || `#${visit.caseNumber}`, locationOf(visit)),
            quantity: 1000,
            unit: 'stk',
            unitPrice: visit.price,
            discountBp: 0,
          },
        ]
      : []),
    ...lines
      .filter((line) => line.visitId === visit.id)
      .map((line) => ({
        visitId: visit.id,
        visitLineId: line.id,
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unitPrice,
        discountBp: line.discountBp,
      })),
  ]);
  if (drafted.length === 0) throw badInput('input.visitIds', 'invoice.nothingToInvoice');
  const priced = drafted.map((line, position) => {
    const amounts = invoiceLineAmounts({ ...line, vatBp: standardVatBp });
    return { ...line, position, vatBp: standardVatBp, ...amounts };
  });
  const totals = invoiceTotals(priced);

  const { draft: invoice, invoiceAsDraft } = await insertDraft(scope, customer, {
    reference: ordered.find((visit) => visit.reference)?.reference ?? null,
    ...totals,
  });
  const insertedLines = await insertInvoiceLines(scope, invoice.id, priced);
  await scope.db.update(visits).set({ invoiceId: invoice.id }).where(inArray(visits.id, ids));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'invoice.created',
    details: { invoiceId: invoice.id, customerId, visits: ids.length, total: totals.total },
  });
  const created = { ...invoice, lines: insertedLines };
  return invoiceAsDraft ? created : issueDraft(scope, created);
}
