// The reports feature's public entry: the report on a visit (the office visit page), and the pieces the technician
// panel's report part reuses (its own chunk: technician/visit-report-part.tsx).
export { VisitReport } from './visit-report.tsx';
export {
  reportPreviewUrl,
  visitReportKey,
  visitReportOptions,
  type VisitReport as VisitReportData,
} from './reports-api.ts';
export { ReportLineChecks } from './report-line-checks.tsx';
export { ReportPhotos } from './report-photos.tsx';
export { ReportSignatureInput } from './report-signature.tsx';
export { useReportDraft } from './use-report-draft.ts';
