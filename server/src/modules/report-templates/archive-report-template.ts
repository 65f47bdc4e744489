import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { reportTemplates } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { findReportTemplate } from './find-report-template.ts';
import type { ReportTemplateRow } from './report-template-record.ts';

/**
 * Archives a template (left out of the list and the visit's choice; reports filled from it keep it) or brings it
 * back. The default cannot be archived: make another the default first. No version: setting a flag is safe to repeat.
 */
export async function archiveReportTemplate(scope: TenantScope, id: string): Promise<ReportTemplateRow> {
  const template = await findReportTemplate(scope, id);
  if (template.isDefault) throw badInput('id', 'reportTemplate.defaultCannotBeArchived');
  await scope.db
    .update(reportTemplates)
    .set({ archivedAt: new Date(), version: sql`${reportTemplates.version} + 1`, updatedAt: new Date() })
    .where(and(eq(reportTemplates.id, id), isNull(reportTemplates.archivedAt)));
  return findReportTemplate(scope, id);
}

export async function unarchiveReportTemplate(scope: TenantScope, id: string): Promise<ReportTemplateRow> {
  await findReportTemplate(scope, id);
  await scope.db
    .update(reportTemplates)
    .set({ archivedAt: null, version: sql`${reportTemplates.version} + 1`, updatedAt: new Date() })
    .where(and(eq(reportTemplates.id, id), isNotNull(reportTemplates.archivedAt)));
  return findReportTemplate(scope, id);
}
