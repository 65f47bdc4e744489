import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit.service.ts';
import { conflict, DomainError } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { invoices } from '../../db/tables/index.ts';
import { loadInvoice, type InvoiceRecord } from './invoice-record.ts';

const paidInputSchema = z.object({ id: z.string(), version: z.number().int(), paid: z.boolean() });

/** The spec's paid and unpaid: an issued invoice is marked paid (now), a paid one back to issued. Audit-logged. */
export async function setInvoicePaid(scope: TenantScope, input: unknown): Promise<InvoiceRecord> {
  const data = parseInput(paidInputSchema, input);
  const invoice = await loadInvoice(scope, data.id, true);
  const from = data.paid ? 'issued' : 'paid';
  if (invoice.kind !== 'invoice' || invoice.state !== from)
    throw new DomainError('CONFLICT', `Only an invoice ${from} can change so`, {
      reason: data.paid ? 'invoice.notPayable' : 'invoice.notPaid',
    });
  if (invoice.version !== data.version) throw conflict();
  const now = new Date();
  await scope.db
    .update(invoices)
    .set({
      state: data.paid ? 'paid' : 'issued',
      paidAt: data.paid ? now : null,
      version: invoice.version + 1,
      updatedAt: now,
    })
    .where(eq(invoices.id, invoice.id));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: data.paid ? 'invoice.paid' : 'invoice.unpaid',
    details: { invoiceId: invoice.id, number: invoice.number },
  });
  return loadInvoice(scope, invoice.id);
}
