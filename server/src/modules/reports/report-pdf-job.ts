import { z } from 'zod';
import type { CompanyScope } from '../../core/scope.ts';
import { enqueue } from '../../jobs/queue.ts';
import { removeStoredObjects, type FileWrites } from '../files/index.ts';
import { loadReportPdfInput } from './load-report-pdf-input.ts';
import { enqueueReportMail } from './report-mail.ts';
import { storeReportPdf } from './store-report-pdf.ts';

/** The outbox kind that makes a completed report's PDF (and mails it when the company sends reports itself). */
export const reportPdfJobKind = 'report_pdf';

const payloadSchema = z.object({ visitId: z.string().uuid(), reportVersion: z.number().int() });

/** Queues the PDF of a report just completed, in the completion's transaction: no completion, no PDF. */
export async function enqueueReportPdf(scope: CompanyScope, visitId: string, reportVersion: number): Promise<void> {
  await enqueue(scope, { kind: reportPdfJobKind, payload: { visitId, reportVersion } });
}

/**
 * The report_pdf job, in its company's tenant transaction: renders and stores the PDF, points the report at it and,
 * when the company sends reports itself (autoSendReport) to a customer who wants them (sendReportToMe, with an
 * email), queues the mail. All of it commits with the job's completion or not at all, so a job run again after a
 * crash leaves one file row and one mail; the bytes of a rolled-back run are removed by the files sweep.
 * A report opened again (or completed again: another version) since the job was queued: nothing to do; the new
 * completion queued its own.
 */
export async function runReportPdfJob(scope: CompanyScope, payload: unknown): Promise<void> {
  const { visitId, reportVersion } = payloadSchema.parse(payload);
  const loaded = await loadReportPdfInput(scope, visitId).catch(() => null);
  if (!loaded?.completed || loaded.reportVersion !== reportVersion) return;
  const writes: FileWrites = { keys: [] };
  try {
    // A person sent it by hand before the job ran: that PDF is this completion's.
    const pdfFileId = loaded.pdfFileId ?? (await storeReportPdf(scope, visitId, loaded, writes)).id;
    const customer = loaded.customer;
    if (loaded.autoSendReport && customer?.sendReportToMe && customer.email) {
      await enqueueReportMail(scope, loaded, { to: customer.email, pdfFileId, visitId });
    }
  } catch (error) {
    // The job's transaction rolls back: its bytes go now rather than at the sweep.
    await removeStoredObjects(writes.keys);
    throw error;
  }
}
