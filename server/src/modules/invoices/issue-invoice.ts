import { and, eq, inArray, sql } from 'drizzle-orm';
import { dateString, draftIssueRefusal, localParts, dueDateOf } from '@servio/domain';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit.service.ts';
import { conflict, DomainError } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { invoices, visits } from '../../db/tables/index.ts';
import { takeInvoiceNumber } from './invoice-number.ts';
import { enqueueEconomicInvoice } from './enqueue-economic-invoice.ts';
import { enqueueInvoicePdf } from './invoice-pdf-job.ts';
import { loadInvoice, type InvoiceRecord } from './invoice-record.ts';

export const notDraftRefusal = () =>
  new DomainError('CONFLICT', 'The invoice is issued: a credit note corrects it', { reason: 'invoice.notDraft' });

/** Today in Copenhagen, YYYY-MM-DD: the issue date of an invoice issued now. */
export const invoiceToday = () => dateString(localParts(new Date()).days);

/**
 * The cost prices of an invoice's materials as they are now, frozen on it at issue (the economy page's margin); a
 * credit note's is set when it is made (its share of its invoice's, negated), so crediting takes the cost out with
 * the sale.
 */
const frozenMaterialCost = sql<number>`case when ${invoices.kind} = 'invoice' then coalesce((
    select sum(round(il.quantity::numeric * coalesce(it.cost_price, 0) / 1000))::int
    from invoice_lines il
    join visit_lines vl on vl.company_id = il.company_id and vl.id = il.visit_line_id
    join items it on it.company_id = vl.company_id and it.id = vl.item_id
    where il.company_id = ${invoices.companyId} and il.invoice_id = ${invoices.id}), 0)
  else ${invoices.materialCost} end`;

/** The department whose work it is, frozen at issue: its first visit's with one; a credit note's, its invoice's. */
const frozenDepartment = sql<string | null>`case when ${invoices.kind} = 'invoice' then (
    select v.department_id from invoice_lines il join visits v on v.company_id = il.company_id and v.id = il.visit_id
    where il.company_id = ${invoices.companyId} and il.invoice_id = ${invoices.id} and v.department_id is not null order by il.position limit 1)
  else (select c.department_id from invoices c
    where c.company_id = ${invoices.companyId} and c.id = ${invoices.creditedInvoiceId}) end`;

/**
 * Gives a draft its number, issue date and due date, in one transaction with the number's counter; its visits are
 * invoiced from now on. An issued invoice does not change again. Its PDF (and the mail, for a customer who wants
 * invoices by mail) is a job queued in the same transaction.
 */
export async function issueDraft(scope: TenantScope, invoice: InvoiceRecord): Promise<InvoiceRecord> {
  const number = await takeInvoiceNumber(scope);
  const issueDate = invoiceToday();
  const now = new Date();
  const [issued] = await scope.db
    .update(invoices)
    .set({
      state: 'issued',
      number,
      issueDate,
      // A credit note is not paid by the customer: it has no due date and is never overdue.
      dueDate: invoice.kind === 'invoice' ? dueDateOf(issueDate, invoice.paymentDelayDays) : null,
      materialCost: frozenMaterialCost,
      departmentId: frozenDepartment,
      issuedAt: now,
      issuedById: scope.actor.userId,
      version: invoice.version + 1,
      updatedAt: now,
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  const visitIds = [...new Set(invoice.lines.flatMap((l) => (l.visitId ? [l.visitId] : [])))];
  if (visitIds.length > 0)
    await scope.db
      .update(visits)
      .set({ invoicedAt: now })
      .where(and(inArray(visits.id, visitIds), eq(visits.invoiceId, invoice.id)));
  await enqueueInvoicePdf(scope, invoice.id);
  await enqueueEconomicInvoice(scope, invoice.id);
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'invoice.issued',
    details: { invoiceId: invoice.id, number, kind: invoice.kind, total: invoice.total },
  });
  // The lines do not change on issue: the ones at hand are the invoice's (an invoice of 500 lines is not read again).
  return { ...issued!, lines: invoice.lines };
}

const issueInputSchema = z.object({ id: z.string(), version: z.number().int() });

/** Issues a draft (someone with allowedToInvoice approving it, with invoiceAsDraft). CONFLICT when not a draft. */
export async function issueInvoice(scope: TenantScope, input: unknown): Promise<InvoiceRecord> {
  const data = parseInput(issueInputSchema, input, 'input');
  const invoice = await loadInvoice(scope, data.id, true);
  if (invoice.state !== 'draft') throw notDraftRefusal();
  if (invoice.version !== data.version) throw conflict();
  // A draft written by hand may still be empty, or below zero: nothing is numbered until it is an invoice.
  const refusal = draftIssueRefusal(invoice, invoice.lines.length);
  if (refusal) throw new DomainError('CONFLICT', 'The draft cannot be issued as it is', { reason: refusal });
  return issueDraft(scope, invoice);
}
