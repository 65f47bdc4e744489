import { eq } from 'drizzle-orm';
import type { ReportTemplateVersionRow, VisitReportRow } from '../../db/tables/index.ts';
import { visitReports } from '../../db/tables/index.ts';
import type { TenantScope } from '../../core/scope.ts';
import type { VisitRow } from '../visits/index.ts';
import { templateVersionById, templateVersionForVisit } from './report-template-for-visit.ts';

/**
 * A visit's report as every answer gives it: the saved report (null before the first save) and the template
 * version it is (or will be) filled from.
 */
export interface VisitReportRecord {
  visitId: string;
  visitStatus: VisitRow['status'];
  report: VisitReportRow | null;
  template: ReportTemplateVersionRow;
}

export async function reportRecord(scope: TenantScope, visit: VisitRow): Promise<VisitReportRecord> {
  const [report] = await scope.db.select().from(visitReports).where(eq(visitReports.visitId, visit.id));
  const template = report
    ? await templateVersionById(scope, report.templateVersionId)
    : await templateVersionForVisit(scope, visit);
  return { visitId: visit.id, visitStatus: visit.status, report: report ?? null, template };
}
