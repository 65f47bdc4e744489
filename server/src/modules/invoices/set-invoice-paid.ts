import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit.service.ts';
import { conflict, DomainError } from '../../core/errors.ts';
import { auditActor, type CompanyScope, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { invoices } from '../../db/tables/index.ts';
import { loadInvoice, lockInvoice, type InvoiceRecord } from './invoice-record.ts';

const paidInputSchema = z.object({ id: z.string(), version: z.number().int(), paid: z.boolean() });

/** Who changed it, for the audit log: a person (auditActor), or a system such as e-conomic's payments pull. */
export type PaidBy = { actorUserId: string | null; actorEmail: string | null; ip: string | null };

/** The spec's paid and unpaid: an issued invoice is marked paid (now), a paid one back to issued. Audit-logged. */
export async function setInvoicePaid(scope: TenantScope, input: unknown): Promise<InvoiceRecord> {
  const data = parseInput(paidInputSchema, input);
  return changeInvoicePaid(scope, data, auditActor(scope));
}

/**
 * setInvoicePaid's change, for a caller without a person (e-conomic's payments pull, docs/decisions/0031): the same
 * checks (CONFLICT when the state does not allow it or the version is stale), the same audit entry.
 */
export async function changeInvoicePaid(
  scope: CompanyScope,
  data: { id: string; version: number; paid: boolean },
  by: PaidBy,
): Promise<InvoiceRecord> {
  const invoice = await lockInvoice(scope, data.id);
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
    ...by,
    companyId: scope.companyId,
    action: data.paid ? 'invoice.paid' : 'invoice.unpaid',
    details: { invoiceId: invoice.id, number: invoice.number },
  });
  return loadInvoice(scope, invoice.id);
}
