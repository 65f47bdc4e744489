import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestViewer } from '../../auth/session.ts';
import { DomainError } from '../../core/errors.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AppServices } from '../../graphql/context.ts';
import { sendPdf } from '../../pdf/pdf-response.ts';
import { buildInvoiceOioubl } from './invoice-oioubl.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoicePdfTexts } from './invoice-pdf-texts.ts';
import { loadInvoicePdfInput } from './load-invoice-pdf-input.ts';
import { myInvoicePdf } from './my-invoice-pdf.ts';

/** The status of the e-invoice's refusals; the body carries the code and reason as GraphQL's extensions would. */
const refusalStatus: Partial<Record<DomainError['code'], number>> = { CONFLICT: 409, BAD_USER_INPUT: 400 };

/**
 * GET /invoices/<id>/preview.pdf: the invoice's PDF rendered now (nothing stored): a draft's, before it is issued,
 * and an issued one's while its PDF job has not run (after, the page links the stored file).
 * GET /invoices/<id>/oioubl.xml: the issued invoice's e-invoice (OIOUBL 2.1) to hand to e-conomic, which sends it
 * by EAN through NemHandel (docs/decisions/0030); a draft, a customer without EAN or a company without CVR is 409
 * with its reason, and nothing is made.
 * Both for those who may invoice (administrators, employees with allowedToInvoice); anyone else and another
 * company's invoice are 404, as an unknown file.
 * GET /invoices/<id>/invoice.pdf: the customer portal's, for a customer's login: the PDF of one of its own (or its
 * locations') issued invoices (myInvoicePdf); staff, a draft, another customer's or company's invoice and a bad id
 * are 404 alike.
 * `/invoices/` under the API is these routes only; the page is /admin/invoices.
 */
export function registerInvoiceRoutes(app: FastifyInstance, services: AppServices): void {
  /** The invoice's documents' input for a viewer who may invoice; null (404) for anyone or anything else. */
  async function loadForViewer(request: FastifyRequest<{ Params: { invoiceId: string } }>) {
    const viewer = await requestViewer(services, request);
    const mayInvoice =
      viewer?.role === 'administrator' || (viewer?.role === 'employee' && viewer.permissions.allowedToInvoice);
    if (!viewer?.companyId || !mayInvoice) return null;
    return withTenant(services.database.db, { companyId: viewer.companyId, userId: viewer.userId }, (tx) =>
      loadInvoicePdfInput({ db: tx, companyId: viewer.companyId! }, request.params.invoiceId),
    ).catch((error: unknown) => {
      if (error instanceof DomainError) return null;
      throw error;
    });
  }

  app.get<{ Params: { invoiceId: string } }>('/invoices/:invoiceId/preview.pdf', async (request, reply) => {
    const loaded = await loadForViewer(request);
    if (!loaded) return reply.status(404).send({ error: 'not_found' });
    const bytes = await renderInvoicePdf(loaded.input);
    const name = invoicePdfTexts[loaded.input.language].fileName(loaded.invoice.kind, loaded.invoice.number);
    return sendPdf(reply, bytes, name);
  });

  app.get<{ Params: { invoiceId: string } }>('/invoices/:invoiceId/invoice.pdf', async (request, reply) => {
    const viewer = await requestViewer(services, request);
    const pdf =
      viewer?.companyId && viewer.role === 'customer'
        ? await withTenant(services.database.db, { companyId: viewer.companyId, userId: viewer.userId }, (tx) =>
            myInvoicePdf(
              { db: tx, companyId: viewer.companyId!, actor: viewer, clientAddress: request.ip },
              request.params.invoiceId,
            ),
          ).catch((error: unknown) => {
            if (error instanceof DomainError) return null;
            throw error;
          })
        : null;
    if (!pdf) return reply.status(404).send({ error: 'not_found' });
    return sendPdf(reply, pdf.bytes, pdf.name);
  });

  app.get<{ Params: { invoiceId: string } }>('/invoices/:invoiceId/oioubl.xml', async (request, reply) => {
    const loaded = await loadForViewer(request);
    if (!loaded) return reply.status(404).send({ error: 'not_found' });
    let xml: string;
    try {
      xml = buildInvoiceOioubl(loaded);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return reply.status(refusalStatus[error.code] ?? 400).send({ error: { code: error.code, ...error.details } });
    }
    const name = invoicePdfTexts[loaded.input.language]
      .fileName(loaded.invoice.kind, loaded.invoice.number)
      .replace(/\.pdf$/, '.xml');
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(xml);
  });
}
