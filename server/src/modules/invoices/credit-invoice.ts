import { eq } from 'drizzle-orm';
import { invoiceTotals } from '@servio/domain';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit.service.ts';
import { conflict, DomainError } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { invoices, visits } from '../../db/tables/index.ts';
import { insertInvoiceLines } from './insert-invoice-lines.ts';
import { issueDraft } from './issue-invoice.ts';
import { loadInvoice, type InvoiceRecord } from './invoice-record.ts';

const creditInputSchema = z.object({ id: z.string(), version: z.number().int() });

const notCreditableRefusal = () =>
  new DomainError('CONFLICT', 'Only an issued or paid invoice is credited, and only once', {
    reason: 'invoice.notCreditable',
  });

/**
 * Corrects an issued invoice the Danish way: a credit note of all its lines with the opposite sign, issued at once
 * with the next number and referring to it. The invoice becomes credited (it stays, with its number) and its
 * visits are free to invoice again. A draft is deleted instead; a credit note is not credited.
 */
export async function creditInvoice(scope: TenantScope, input: unknown): Promise<InvoiceRecord> {
  const data = parseInput(creditInputSchema, input);
  const invoice = await loadInvoice(scope, data.id, true);
  if (invoice.kind !== 'invoice' || (invoice.state !== 'issued' && invoice.state !== 'paid'))
    throw notCreditableRefusal();
  if (invoice.version !== data.version) throw conflict();
  const lines = invoice.lines.map((line) => ({ ...line, net: -line.net, vat: -line.vat }));
  const totals = invoiceTotals(lines);
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
      ...totals,
      createdById: scope.actor.userId,
    })
    .returning();
  const noteLines = await insertInvoiceLines(
    scope,
    note!.id,
    lines.map(({ id: _id, createdAt: _created, invoiceId: _invoice, companyId: _company, ...line }) => line),
  );
  await scope.db
    .update(invoices)
    .set({ state: 'credited', version: invoice.version + 1, updatedAt: new Date() })
    .where(eq(invoices.id, invoice.id));
  await scope.db.update(visits).set({ invoiceId: null, invoicedAt: null }).where(eq(visits.invoiceId, invoice.id));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'invoice.credited',
    details: { invoiceId: invoice.id, number: invoice.number, creditNoteId: note!.id },
  });
  return issueDraft(scope, { ...note!, lines: noteLines });
}
