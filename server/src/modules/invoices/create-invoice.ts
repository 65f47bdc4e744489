import { eq } from 'drizzle-orm';
import { newInvoiceInputSchema } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { badInput } from '../../core/errors.ts';
import { idempotent } from '../../core/idempotency.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { customers } from '../../db/tables/index.ts';
import { insertDraft } from './insert-draft.ts';
import { loadInvoice, type InvoiceRecord } from './invoice-record.ts';

/**
 * An invoice by hand (issue #17): a draft for a customer, without lines, whatever the company's invoiceAsDraft —
 * its lines are written on the draft (saveInvoiceDraft) and it is issued when they are right. The company's payment
 * delay, as for an invoice of visits.
 */
export async function createInvoice(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<InvoiceRecord> {
  const data = parseInput(newInvoiceInputSchema, input, 'input');
  return idempotent(scope, {
    operation: 'createInvoice',
    key: idempotencyKey,
    payload: input,
    load: (id) => loadInvoice(scope, id),
    create: async () => {
      const [customer] = await scope.db.select().from(customers).where(eq(customers.id, data.customerId));
      if (!customer) throw badInput('input.customerId', 'invoice.customerNotFound');
      const { draft } = await insertDraft(scope, customer, {
        reference: data.reference ?? null,
        note: data.note ?? null,
      });
      await recordAudit(scope.db, {
        ...auditActor(scope),
        action: 'invoice.created',
        details: { invoiceId: draft.id, customerId: customer.id, visits: 0, total: 0 },
      });
      return { ...draft, lines: [] };
    },
  });
}
