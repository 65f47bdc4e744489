import type { FastifyInstance } from 'fastify';
import { requestViewer } from '../../auth/session.ts';
import { DomainError } from '../../core/errors.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AppServices } from '../../graphql/context.ts';
import { sendPdf } from '../../pdf/pdf-response.ts';
import { findVisitReport } from './find-visit-report.ts';
import { loadReportPdfInput } from './load-report-pdf-input.ts';
import { renderReportPdf } from './report-pdf.ts';
import { reportPdfTexts } from './report-pdf-texts.ts';

/**
 * GET /reports/<visitId>/preview.pdf: the report's PDF as it stands, rendered now (nothing stored), for a look
 * before sending and while the completion's PDF job has not run. Whoever reads the visit's report may see it (staff
 * who see the visit; a customer's login once completed); anyone else, a report never saved and another company's
 * visit are 404, as an unknown file.
 */
export function registerReportRoutes(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { visitId: string } }>('/reports/:visitId/preview.pdf', async (request, reply) => {
    const notFound = () => reply.status(404).send({ error: 'not_found' });
    const viewer = await requestViewer(services, request);
    if (!viewer?.companyId) return notFound();
    const loaded = await withTenant(
      services.database.db,
      { companyId: viewer.companyId, userId: viewer.userId },
      async (tx) => {
        const scope = { db: tx, companyId: viewer.companyId!, actor: viewer, clientAddress: request.ip };
        const record = await findVisitReport(scope, request.params.visitId);
        if (!record.report) return null;
        if (viewer.role === 'customer' && !record.report.completedAt) return null;
        return loadReportPdfInput(scope, request.params.visitId);
      },
    ).catch((error: unknown) => {
      if (error instanceof DomainError) return null;
      throw error;
    });
    if (!loaded) return notFound();
    const bytes = await renderReportPdf(loaded.input);
    const name = reportPdfTexts[loaded.input.language].fileName(loaded.input.visit.caseNumber);
    return sendPdf(reply, bytes, name);
  });
}
