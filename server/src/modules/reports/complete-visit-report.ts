import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { checkReportValues, isFinished, isUuid } from '@servio/domain';
import { z } from 'zod';
import { companies, visitReports } from '../../db/tables/index.ts';
import { badInput, conflict, DomainError } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { lockVisitForLines, noticeReportCompleted, setReportCompleted } from '../visits/index.ts';
import { completedRefusal } from './save-visit-report.ts';
import { refuseForeignFiles } from './report-files.ts';
import { reportRecord, type VisitReportRecord } from './report-record.ts';
import { reportTags, shownReportValues } from './report-tag-answers.ts';
import { enqueueReportPdf } from './report-pdf-job.ts';
import { retireReportPdf } from './store-report-pdf.ts';

const reportVersionInputSchema = z.object({
  visitId: z.string().refine(isUuid, 'notFound'),
  version: z.number().int().min(1),
});

const notCompletedRefusal = () =>
  new DomainError('CONFLICT', 'The report is not completed', { reason: 'report.notCompleted' });

/**
 * Completes a visit's report: every required answer given (the first missing one is named), the files its answers
 * name still of this visit. Once only: two completions at once both read the same version, and the update that
 * names it lets one through (the other is CONFLICT). A finished visit moves from done to completed with it.
 */
export async function completeVisitReport(scope: TenantScope, input: unknown): Promise<VisitReportRecord> {
  const data = parseInput(reportVersionInputSchema, input, 'input');
  const visit = await lockVisitForLines(scope, data.visitId);
  if (visit.archived) throw badInput('input.visitId', 'report.visitArchived');
  const current = await reportRecord(scope, visit);
  if (!current.report) throw badInput('input.visitId', 'report.notStarted');
  if (current.report.completedAt) throw completedRefusal();
  if (current.report.version !== data.version) throw conflict();
  // The visit's tag values as they are now become the report's: a completed report does not change.
  const allTags = await reportTags(scope, current.template.fields, { forActor: false });
  const shown = await shownReportValues(
    scope,
    visit.id,
    current.template.fields,
    current.report.values,
    false,
    allTags,
  );
  const { issues, values } = checkReportValues(current.template.fields, shown, { completing: true });
  if (issues.length > 0) throw badInput(`input.values.${issues[0]!.fieldId}`, issues[0]!.message);
  await refuseForeignFiles(scope, visit.id, current.template.fields, values);
  const done = await scope.db
    .update(visitReports)
    .set({
      values,
      completedAt: new Date(),
      completedById: scope.actor.userId,
      version: sql`${visitReports.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(visitReports.id, current.report.id),
        eq(visitReports.version, data.version),
        isNull(visitReports.completedAt),
      ),
    )
    .returning({ id: visitReports.id, version: visitReports.version });
  if (done.length === 0) throw conflict();
  await noticeReportCompleted(scope, visit);
  // The PDF is made by a job (a render takes up to a second with photos), queued with the completion.
  const [company] = await scope.db
    .select({ enableReport: companies.enableReport })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  if (company?.enableReport) await enqueueReportPdf(scope, visit.id, done[0]!.version);
  const after =
    isFinished(visit.status) && visit.status !== 'completed'
      ? await setReportCompleted(scope, { id: visit.id, version: visit.version, completed: true })
      : visit;
  return reportRecord(scope, after);
}

/**
 * Opens a completed report again: a completed visit goes back to done, and the report's PDF is retired (it shows
 * answers that may now change; completing again makes a new one).
 */
export async function uncompleteVisitReport(scope: TenantScope, input: unknown): Promise<VisitReportRecord> {
  const data = parseInput(reportVersionInputSchema, input, 'input');
  const visit = await lockVisitForLines(scope, data.visitId);
  if (visit.archived) throw badInput('input.visitId', 'report.visitArchived');
  const current = await reportRecord(scope, visit);
  if (!current.report?.completedAt) throw notCompletedRefusal();
  if (current.report.version !== data.version) throw conflict();
  const reopened = await scope.db
    .update(visitReports)
    .set({
      completedAt: null,
      completedById: null,
      pdfFileId: null,
      pdfLanguage: null,
      version: sql`${visitReports.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(visitReports.id, current.report.id),
        eq(visitReports.version, data.version),
        isNotNull(visitReports.completedAt),
      ),
    )
    .returning({ id: visitReports.id });
  if (reopened.length === 0) throw conflict();
  if (current.report.pdfFileId) await retireReportPdf(scope, current.report.pdfFileId);
  const after =
    visit.status === 'completed'
      ? await setReportCompleted(scope, { id: visit.id, version: visit.version, completed: false })
      : visit;
  return reportRecord(scope, after);
}
