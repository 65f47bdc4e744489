// The reports feature's public entry: the report on a visit (the office visit page; the technician panel later).
export { VisitReport } from './visit-report.tsx';
export { visitReportKey } from './reports-api.ts';
