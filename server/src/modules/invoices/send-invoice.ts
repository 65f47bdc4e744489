import { isUuid } from '@servio/domain';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit.service.ts';
import { DomainError } from '../../core/errors.ts';
import { idempotent } from '../../core/idempotency.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { enqueueInvoiceMail } from './invoice-mail.ts';
import { loadInvoice, lockInvoice, type InvoiceRecord } from './invoice-record.ts';
import { loadInvoicePdfInput } from './load-invoice-pdf-input.ts';
import { storeInvoicePdf } from './store-invoice-pdf.ts';

const sendInvoiceInputSchema = z.object({
  invoiceId: z.string().refine(isUuid, 'notFound'),
  to: z.string().trim().email('email_invalid').max(254, 'email_invalid'),
});

const draftRefusal = () =>
  new DomainError('CONFLICT', 'A draft is not sent: issue it first', { reason: 'invoice.draftNotSent' });

/**
 * Mails an issued invoice's (or credit note's) PDF to `to` (the customer's address, or another the sender typed),
 * through the mail queue, and marks it sent. The PDF made at issue is sent; when its job has not run yet, it is made
 * now under the invoice's row lock (the job then finds it). Paid and credited invoices may be sent again (a copy).
 * With an idempotency key a retried send queues one mail.
 */
export async function sendInvoice(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<InvoiceRecord> {
  const data = parseInput(sendInvoiceInputSchema, input, 'input');
  const invoice = await lockInvoice(scope, data.invoiceId);
  if (invoice.state === 'draft') throw draftRefusal();
  await idempotent(scope, {
    operation: 'sendInvoice',
    key: idempotencyKey,
    payload: data,
    load: async (id) => ({ id }),
    create: async () => {
      const loaded = await loadInvoicePdfInput(scope, invoice.id);
      const pdfFileId = loaded.invoice.pdfFileId ?? (await storeInvoicePdf(scope, loaded));
      const mailId = await enqueueInvoiceMail(scope, loaded, { to: data.to, pdfFileId });
      await recordAudit(scope.db, {
        ...auditActor(scope),
        action: 'invoice.sent',
        details: { invoiceId: invoice.id, number: invoice.number, to: data.to },
      });
      return { id: mailId };
    },
  });
  return loadInvoice(scope, invoice.id);
}
