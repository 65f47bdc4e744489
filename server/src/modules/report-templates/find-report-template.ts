import { and, desc, eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { reportTemplates, reportTemplateVersions } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import type {
  ReportTemplateRow,
  ReportTemplateVersionRow,
  ReportTemplateVersionSummary,
} from './report-template-record.ts';

export async function findReportTemplate(scope: CompanyScope, id: string): Promise<ReportTemplateRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db.select().from(reportTemplates).where(eq(reportTemplates.id, id));
  if (!row) throw notFound();
  return row;
}

/** One saved version of a template; NOT_FOUND for a number never saved. */
export async function findReportTemplateVersion(
  scope: CompanyScope,
  templateId: string,
  number: number,
): Promise<ReportTemplateVersionRow> {
  if (!isUuid(templateId)) throw notFound();
  const [row] = await scope.db
    .select()
    .from(reportTemplateVersions)
    .where(and(eq(reportTemplateVersions.templateId, templateId), eq(reportTemplateVersions.number, number)));
  if (!row) throw notFound();
  return row;
}

/** The template's current version: the one a new report is filled from. */
export async function currentReportTemplateVersion(
  scope: CompanyScope,
  template: ReportTemplateRow,
): Promise<ReportTemplateVersionRow> {
  return findReportTemplateVersion(scope, template.id, template.currentVersion);
}

/** Every saved version of a template, newest first. */
export async function listReportTemplateVersions(
  scope: CompanyScope,
  templateId: string,
): Promise<ReportTemplateVersionSummary[]> {
  return scope.db
    .select({
      id: reportTemplateVersions.id,
      number: reportTemplateVersions.number,
      name: reportTemplateVersions.name,
      createdAt: reportTemplateVersions.createdAt,
    })
    .from(reportTemplateVersions)
    .where(eq(reportTemplateVersions.templateId, templateId))
    .orderBy(desc(reportTemplateVersions.number));
}
