import { asc, desc, isNotNull, isNull } from 'drizzle-orm';
import { reportTemplates } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import type { ReportTemplateRow } from './report-template-record.ts';

/** The company's templates, the default first: active ones, or with `archived` the archived ones. */
export async function listReportTemplates(
  scope: CompanyScope,
  archived: boolean | null | undefined,
): Promise<ReportTemplateRow[]> {
  return scope.db
    .select()
    .from(reportTemplates)
    .where(archived ? isNotNull(reportTemplates.archivedAt) : isNull(reportTemplates.archivedAt))
    .orderBy(desc(reportTemplates.isDefault), asc(reportTemplates.name))
    .limit(500);
}
