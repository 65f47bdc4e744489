import { eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { reportTemplates, visits } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope, TenantScope } from '../../core/scope.ts';
import { builtInReportTemplate } from './built-in-template.ts';
import { currentReportTemplateVersion, findReportTemplate } from './find-report-template.ts';
import type { ReportTemplateRow, ReportTemplateVersionRow } from './report-template-record.ts';
import { writeTemplateVersion } from './write-template-version.ts';

/**
 * The company's default template. A company without one (it has made no template yet) gets the built-in
 * "Servicerapport" on first use, in the acting person's language (a company has no language of its own; a job
 * without a person gets Danish). Two first uses at once: the partial unique index lets one insert win, and the
 * other reads the winner's.
 */
export async function defaultReportTemplate(scope: CompanyScope | TenantScope): Promise<ReportTemplateRow> {
  const [existing] = await scope.db.select().from(reportTemplates).where(eq(reportTemplates.isDefault, true));
  if (existing) return existing;
  const data = builtInReportTemplate['actor' in scope ? scope.actor.prefLang : 'da'];
  const [row] = await scope.db
    .insert(reportTemplates)
    .values({ companyId: scope.companyId, name: data.name, isDefault: true, currentVersion: 1 })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [winner] = await scope.db.select().from(reportTemplates).where(eq(reportTemplates.isDefault, true));
    return winner!;
  }
  await writeTemplateVersion(scope, row.id, 1, data, null);
  return row;
}

/**
 * The template version a new report on the visit is filled from: the current version of the template the visit
 * chose, else of the company's default. (A report already filled keeps its own version: visit_reports says which.)
 */
export async function templateVersionFor(
  scope: CompanyScope | TenantScope,
  visitId: string,
): Promise<ReportTemplateVersionRow> {
  if (!isUuid(visitId)) throw notFound();
  const [visit] = await scope.db
    .select({ reportTemplateId: visits.reportTemplateId })
    .from(visits)
    .where(eq(visits.id, visitId));
  if (!visit) throw notFound();
  const template = visit.reportTemplateId
    ? await findReportTemplate(scope, visit.reportTemplateId)
    : await defaultReportTemplate(scope);
  return currentReportTemplateVersion(scope, template);
}
