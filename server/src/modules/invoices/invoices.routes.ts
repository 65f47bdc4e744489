import type { FastifyInstance } from 'fastify';
import { requestViewer } from '../../auth/session.ts';
import { DomainError } from '../../core/errors.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AppServices } from '../../graphql/context.ts';
import { sendPdf } from '../../pdf/pdf-response.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoicePdfTexts } from './invoice-pdf-texts.ts';
import { loadInvoicePdfInput } from './load-invoice-pdf-input.ts';

/**
 * GET /invoices/<id>/preview.pdf: the invoice's PDF rendered now (nothing stored): a draft's, before it is issued,
 * and an issued one's while its PDF job has not run (after, the page links the stored file). Those who may invoice
 * (administrators, employees with allowedToInvoice); anyone else and another company's invoice are 404, as an
 * unknown file. `/invoices/` under the API is this route only; the page is /admin/invoices.
 */
export function registerInvoiceRoutes(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { invoiceId: string } }>('/invoices/:invoiceId/preview.pdf', async (request, reply) => {
    const notFound = () => reply.status(404).send({ error: 'not_found' });
    const viewer = await requestViewer(services, request);
    const mayInvoice =
      viewer?.role === 'administrator' || (viewer?.role === 'employee' && viewer.permissions.allowedToInvoice);
    if (!viewer?.companyId || !mayInvoice) return notFound();
    const loaded = await withTenant(
      services.database.db,
      { companyId: viewer.companyId, userId: viewer.userId },
      (tx) => loadInvoicePdfInput({ db: tx, companyId: viewer.companyId! }, request.params.invoiceId),
    ).catch((error: unknown) => {
      if (error instanceof DomainError) return null;
      throw error;
    });
    if (!loaded) return notFound();
    const bytes = await renderInvoicePdf(loaded.input);
    const name = invoicePdfTexts[loaded.input.language].fileName(loaded.invoice.kind, loaded.invoice.number);
    return sendPdf(reply, bytes, name);
  });
}
