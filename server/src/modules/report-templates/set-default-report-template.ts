import { and, eq, ne, sql } from 'drizzle-orm';
import { reportTemplates } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { findReportTemplate } from './find-report-template.ts';
import type { ReportTemplateRow } from './report-template-record.ts';

/**
 * Makes the template the company's default (visits that chose none get it). An archived template cannot be the
 * default. The old default is unset first: the partial unique index allows one default per company at a time.
 */
export async function setDefaultReportTemplate(scope: TenantScope, id: string): Promise<ReportTemplateRow> {
  const template = await findReportTemplate(scope, id);
  if (template.archivedAt) throw badInput('id', 'reportTemplate.archivedCannotBeDefault');
  if (template.isDefault) return template;
  await scope.db
    .update(reportTemplates)
    .set({ isDefault: false, version: sql`${reportTemplates.version} + 1`, updatedAt: new Date() })
    .where(and(eq(reportTemplates.isDefault, true), ne(reportTemplates.id, id)));
  const [row] = await scope.db
    .update(reportTemplates)
    .set({ isDefault: true, version: sql`${reportTemplates.version} + 1`, updatedAt: new Date() })
    .where(eq(reportTemplates.id, id))
    .returning();
  return row!;
}
