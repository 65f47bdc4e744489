import { and, eq, isNull, sql } from 'drizzle-orm';
import { mailMessages, storedFiles, visitReports, type StoredFileRow } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { storeFile, type FileWrites } from '../files/index.ts';
import type { LoadedReportPdf } from './load-report-pdf-input.ts';
import { renderReportPdf } from './report-pdf.ts';
import { reportPdfTexts } from './report-pdf-texts.ts';

/**
 * Renders the report's PDF and stores it, in the scope's transaction: a document of the visit (its documents tab
 * lists it) named `Rapport-<case number>.pdf` in the customer's language, and the report's pdf_file_id. The
 * PDF it replaces is retired (retireReportPdf). Nothing of it stays if the transaction rolls back: the row and the
 * pointer go with it, and the bytes are removed by the caller (`writes`) or the files sweep.
 */
export async function storeReportPdf(
  scope: CompanyScope,
  visitId: string,
  loaded: LoadedReportPdf,
  writes?: FileWrites,
): Promise<StoredFileRow> {
  const bytes = await renderReportPdf(loaded.input);
  const file = await storeFile(
    scope,
    {
      bytes,
      name: reportPdfTexts[loaded.input.language].fileName(loaded.input.visit.caseNumber),
      purpose: 'reportPdf',
      visitId,
      expect: 'document',
    },
    writes,
  );
  await scope.db
    .update(visitReports)
    .set({ pdfFileId: file.id, pdfLanguage: loaded.input.language })
    .where(eq(visitReports.id, loaded.reportId));
  if (loaded.pdfFileId) await retireReportPdf(scope, loaded.pdfFileId);
  return file;
}

/**
 * A report's earlier PDF, once a new one replaces it or the report is opened again: deleted (softly, swept later)
 * when no mail carried it, as it shows answers that no longer hold; kept as a document of the visit when a mail did,
 * since it is what the customer received, and the email log's "send again" attaches it.
 */
export async function retireReportPdf(scope: CompanyScope, fileId: string): Promise<void> {
  const mailed = await scope.db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(sql`${mailMessages.attachmentFileIds} @> ${JSON.stringify([fileId])}::jsonb`)
    .limit(1);
  if (mailed.length > 0) return;
  await scope.db
    .update(storedFiles)
    .set({ deletedAt: new Date() })
    .where(and(eq(storedFiles.id, fileId), isNull(storedFiles.deletedAt)));
}
