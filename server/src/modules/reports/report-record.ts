import { eq } from 'drizzle-orm';
import type { ReportValues } from '@servio/domain';
import type { VisitReportRow } from '../../db/tables/index.ts';
import { reportTemplateVersions, visitReports } from '../../db/tables/index.ts';
import type { TenantScope } from '../../core/scope.ts';
import { templateVersionFor, type ReportTemplateVersionRow } from '../report-templates/index.ts';
import type { VisitRow } from '../visits/index.ts';
import { reportTags, shownReportValues } from './report-tag-answers.ts';

/**
 * A visit's report as every answer gives it: the saved report (null before the first save) and the template
 * version it is (or will be) filled from: its own once saved, else the visit's template's current version.
 */
export interface VisitReportRecord {
  visitId: string;
  visitStatus: VisitRow['status'];
  report: VisitReportRow | null;
  template: ReportTemplateVersionRow;
  /** The answers shown: a draft's tag fields read from the visit, tags the actor is not shown left out. */
  values: ReportValues;
}

export async function reportRecord(scope: TenantScope, visit: VisitRow): Promise<VisitReportRecord> {
  const [report] = await scope.db.select().from(visitReports).where(eq(visitReports.visitId, visit.id));
  const template = report
    ? (
        await scope.db
          .select()
          .from(reportTemplateVersions)
          .where(eq(reportTemplateVersions.id, report.templateVersionId))
      )[0]!
    : await templateVersionFor(scope, visit.id);
  const tags = await reportTags(scope, template.fields, { forActor: true });
  const values = await shownReportValues(
    scope,
    visit.id,
    template.fields,
    report?.values ?? {},
    Boolean(report?.completedAt),
    tags,
  );
  return { visitId: visit.id, visitStatus: visit.status, report: report ?? null, template, values };
}
