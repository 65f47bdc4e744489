import { z } from 'zod';
import type { CompanyScope } from '../../core/scope.ts';
import { enqueue } from '../../jobs/queue.ts';
import { removeStoredObjects, type FileWrites } from '../files/index.ts';
import { isEanInvoice } from './ean-invoice.ts';
import { enqueueInvoiceMail } from './invoice-mail.ts';
import { lockInvoice } from './invoice-record.ts';
import { loadInvoicePdfInput } from './load-invoice-pdf-input.ts';
import { storeInvoicePdf } from './store-invoice-pdf.ts';

/**
 * The outbox kind that makes an issued invoice's PDF (and mails it to a customer who wants invoices by mail, unless
 * it is an EAN invoice).
 */
export const invoicePdfJobKind = 'invoice_pdf';

const payloadSchema = z.object({ invoiceId: z.string().uuid() });

/** Queues the PDF of an invoice just issued, in the issuing transaction: no issue, no PDF. */
export async function enqueueInvoicePdf(scope: CompanyScope, invoiceId: string): Promise<void> {
  await enqueue(scope, { kind: invoicePdfJobKind, payload: { invoiceId } });
}

/**
 * The invoice_pdf job, in its company's tenant transaction, under the invoice's row lock (a send by hand at the same
 * moment waits, then finds the PDF): renders and stores the PDF unless a send made it first, and, when the customer
 * wants invoices by mail (sendInvoiceToMe, with an email) and nobody has sent it yet, queues the mail. An EAN
 * invoice is not mailed: its e-invoice goes through e-conomic and NemHandel (decisions/0030), and a PDF by mail too
 * would be a second invoice to pay; its PDF is still stored for the office. All of it commits with the job's
 * completion or not at all, so a job run again after a crash leaves one file and one mail.
 */
export async function runInvoicePdfJob(scope: CompanyScope, payload: unknown): Promise<void> {
  const { invoiceId } = payloadSchema.parse(payload);
  const locked = await lockInvoice(scope, invoiceId).catch(() => null);
  if (!locked || locked.state === 'draft') return;
  const loaded = await loadInvoicePdfInput(scope, invoiceId);
  const writes: FileWrites = { keys: [] };
  try {
    const pdfFileId = loaded.invoice.pdfFileId ?? (await storeInvoicePdf(scope, loaded, writes));
    const { customer } = loaded;
    const eInvoice = isEanInvoice(loaded.company.eanPayment, loaded.input.customer.ean);
    if (customer.sendInvoiceToMe && customer.email && !loaded.invoice.sentAt && !eInvoice) {
      await enqueueInvoiceMail(scope, loaded, { to: customer.email, pdfFileId });
    }
  } catch (error) {
    // The job's transaction rolls back: its bytes go now rather than at the sweep.
    await removeStoredObjects(writes.keys);
    throw error;
  }
}
