import { isUuid } from '@servio/domain';
import { z } from 'zod';
import { DomainError } from '../../core/errors.ts';
import { idempotent } from '../../core/idempotency.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findVisitReport } from './find-visit-report.ts';
import { loadReportPdfInput } from './load-report-pdf-input.ts';
import { enqueueReportMail } from './report-mail.ts';
import type { VisitReportRecord } from './report-record.ts';
import { storeReportPdf } from './store-report-pdf.ts';

const sendReportInputSchema = z.object({
  visitId: z.string().refine(isUuid, 'notFound'),
  to: z.string().trim().email('email_invalid').max(254, 'email_invalid'),
});

const notCompletedRefusal = () =>
  new DomainError('CONFLICT', 'The report is not completed', { reason: 'report.notCompleted' });

/**
 * Mails a completed report's PDF to `to` (the customer's address, or another the sender typed), through the mail
 * queue. Administrators and employees with allowedToSendPdf (the access table), for a visit they see (else
 * NOT_FOUND). The PDF the completion made is sent; when there is none yet (the company makes none on completion,
 * enableReport off, or its job has not run) it is made now. With an idempotency key a retried send queues one mail.
 */
export async function sendVisitReport(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<VisitReportRecord> {
  const data = parseInput(sendReportInputSchema, input, 'input');
  const record = await findVisitReport(scope, data.visitId);
  if (!record.report?.completedAt) throw notCompletedRefusal();
  await idempotent(scope, {
    operation: 'sendVisitReport',
    key: idempotencyKey,
    payload: data,
    load: async (id) => ({ id }),
    create: async () => {
      const loaded = await loadReportPdfInput(scope, data.visitId);
      const pdfFileId = loaded.pdfFileId ?? (await storeReportPdf(scope, data.visitId, loaded)).id;
      return { id: await enqueueReportMail(scope, loaded, { to: data.to, pdfFileId, visitId: data.visitId }) };
    },
  });
  return findVisitReport(scope, data.visitId);
}
