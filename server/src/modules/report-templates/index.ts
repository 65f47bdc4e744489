/**
 * The report templates module's public entry: what other modules (the visit's report), job workers and scripts may
 * use. A template's definition lives in versions, one per save, never changed (docs/decisions/0022); the fields
 * are checked with the domain's `reportTemplateInputSchema`. The GraphQL side is `report-templates.schema.ts`.
 */
export type {
  ReportTemplateRow,
  ReportTemplateVersionRow,
  ReportTemplateVersionSummary,
} from './report-template-record.ts';
export { listReportTemplates } from './list-report-templates.ts';
export {
  currentReportTemplateVersion,
  findReportTemplate,
  findReportTemplateVersion,
  listReportTemplateVersions,
} from './find-report-template.ts';
export { createReportTemplate } from './create-report-template.ts';
export { saveReportTemplate } from './save-report-template.ts';
export { setDefaultReportTemplate } from './set-default-report-template.ts';
export { archiveReportTemplate, unarchiveReportTemplate } from './archive-report-template.ts';
export { duplicateReportTemplate } from './duplicate-report-template.ts';
export { defaultReportTemplate, templateVersionFor } from './template-version-for.ts';
export { builtInReportTemplate } from './built-in-template.ts';
