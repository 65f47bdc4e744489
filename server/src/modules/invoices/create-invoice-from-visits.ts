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
import { companies, customers, invoices, visitLines, visits } from '../../db/tables/index.ts';
import { insertInvoiceLines } from './insert-invoice-lines.ts';
import { issueDraft } from './issue-invoice.ts';
import { loadInvoice, type InvoiceRecord } from './invoice-record.ts';

const v = visits;

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

async function invoiceVisits(scope: TenantScope, data: InvoiceFromVisitsInput): Promise<InvoiceRecord> {
  const ids = [...data.visitIds].sort();
  const rows = await scope.db
    .select()
    .from(v)
    // Invoicing is the office's: whoever may invoice (administrators, allowedToInvoice; the access table) invoices
    // any visit of the company, not only the visits they are on.
    .where(inArray(v.id, ids))
    .orderBy(asc(v.id))
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
  const customerIds = new Set(ordered.map((visit) => visit.customerId));
  if (customerIds.size > 1) throw badInput('input.visitIds', 'invoice.customersDiffer');
  const customerId = ordered[0]!.customerId!;
  const [customer] = await scope.db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound();
  const [company] = await scope.db
    .select({ paymentDelayDays: companies.paymentDelayDays, invoiceAsDraft: companies.invoiceAsDraft })
    .from(companies)
    .where(eq(companies.id, scope.companyId));

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
            description: visit.description?.trim() || `#${visit.caseNumber}`,
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

  const [invoice] = await scope.db
    .insert(invoices)
    .values({
      companyId: scope.companyId,
      kind: 'invoice',
      state: 'draft',
      customerId,
      customerName: customerDisplayName(customer),
      paymentDelayDays: company!.paymentDelayDays,
      reference: ordered.find((visit) => visit.reference)?.reference ?? null,
      ...totals,
      createdById: scope.actor.userId,
    })
    .returning();
  const insertedLines = await insertInvoiceLines(scope, invoice!.id, priced);
  await scope.db.update(visits).set({ invoiceId: invoice!.id }).where(inArray(visits.id, ids));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'invoice.created',
    details: { invoiceId: invoice!.id, customerId, visits: ids.length, total: totals.total },
  });
  const created = { ...invoice!, lines: insertedLines };
  return company!.invoiceAsDraft ? created : issueDraft(scope, created);
}
