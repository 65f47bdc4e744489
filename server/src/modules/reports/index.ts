/** The reports module's public entry: a visit's report filled from a template version, completed, made a PDF. */
export type { VisitReportRecord } from './report-record.ts';
export { findVisitReport } from './find-visit-report.ts';
export { saveVisitReport } from './save-visit-report.ts';
export { completeVisitReport, uncompleteVisitReport } from './complete-visit-report.ts';
export { renderReportPdf, type ReportPdfInput } from './report-pdf.ts';
export { chooseVisitReportTemplate } from './choose-report-template.ts';
export { loadReportPdfInput, type LoadedReportPdf } from './load-report-pdf-input.ts';
export { reportPdfJobKind, runReportPdfJob } from './report-pdf-job.ts';
export { sendVisitReport } from './send-visit-report.ts';
export { reportPdfFile, type ReportPdfFile } from './report-pdf-file.ts';
