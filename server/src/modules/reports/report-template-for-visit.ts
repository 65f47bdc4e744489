import { and, desc, eq, or, sql } from 'drizzle-orm';
import { reportTemplates, reportTemplateVersions, type ReportTemplateVersionRow } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

/**
 * The template version a new report on this visit is filled from: the current version of the visit's chosen
 * template, else of the company's default (an archived choice falls back to the default too).
 */
export async function templateVersionForVisit(
  scope: CompanyScope,
  visit: { reportTemplateId: string | null },
): Promise<ReportTemplateVersionRow> {
  const chosen = visit.reportTemplateId
    ? sql`(${reportTemplates.id} = ${visit.reportTemplateId} and ${reportTemplates.archivedAt} is null)`
    : sql`(${reportTemplates.id} is null)`;
  const [row] = await scope.db
    .select({ version: reportTemplateVersions })
    .from(reportTemplates)
    .innerJoin(
      reportTemplateVersions,
      and(
        eq(reportTemplateVersions.templateId, reportTemplates.id),
        eq(reportTemplateVersions.number, reportTemplates.currentVersion),
      ),
    )
    .where(or(chosen, eq(reportTemplates.isDefault, true)))
    // The visit's own choice before the default.
    .orderBy(desc(chosen))
    .limit(1);
  if (!row) throw badInput('visitId', 'report.noTemplate');
  return row.version;
}

/** A report's own template version (a report keeps the version it was filled from). */
export async function templateVersionById(scope: CompanyScope, id: string): Promise<ReportTemplateVersionRow> {
  const [row] = await scope.db.select().from(reportTemplateVersions).where(eq(reportTemplateVersions.id, id));
  return row!;
}
