import type { ReportTemplateRow, ReportTemplateVersionRow } from '../../db/tables/index.ts';

export type { ReportTemplateRow, ReportTemplateVersionRow };

/** A version as listed beside its template: its number and when it was saved, not its fields. */
export type ReportTemplateVersionSummary = Pick<ReportTemplateVersionRow, 'id' | 'number' | 'name' | 'createdAt'>;
