import { and, eq, sql } from 'drizzle-orm';
import { checkReportValues, isUuid } from '@servio/domain';
import { z } from 'zod';
import { visitLines, visitReports } from '../../db/tables/index.ts';
import { badInput, conflict, DomainError } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { lockVisitForLines } from '../visits/index.ts';
import { refuseEmptySignatures, refuseForeignFiles } from './report-files.ts';
import { reportRecord, type VisitReportRecord } from './report-record.ts';
import { writeReportTagAnswers } from './report-tag-answers.ts';

const saveReportInputSchema = z.object({
  visitId: z.string().refine(isUuid, 'notFound'),
  /** The version read; null for the visit's first save. */
  version: z.number().int().min(1).nullish(),
  values: z.record(z.string(), z.unknown()),
  lineChecks: z.record(z.string(), z.boolean()).nullish(),
});

export const completedRefusal = () =>
  new DomainError('CONFLICT', 'The report is completed: uncomplete it to change it', { reason: 'report.completed' });

/**
 * Saves a report's answers as a draft (the visit page and the technician panel save as they go). The first save
 * fixes the template version the report keeps. Answers are checked against their field's type, unknown fields and
 * files not of this visit refused; required answers only matter on completion. A completed report does not change.
 */
export async function saveVisitReport(scope: TenantScope, input: unknown): Promise<VisitReportRecord> {
  const data = parseInput(saveReportInputSchema, input, 'input');
  // The visit locked: two saves of one report run one after the other, and the first save makes one row.
  const visit = await lockVisitForLines(scope, data.visitId);
  if (visit.archived) throw badInput('input.visitId', 'report.visitArchived');
  const current = await reportRecord(scope, visit);
  if (current.report?.completedAt) throw completedRefusal();
  if ((current.report?.version ?? null) !== (data.version ?? null)) throw conflict();
  const { issues, values } = checkReportValues(current.template.fields, data.values, { completing: false });
  if (issues.length > 0) throw badInput(`input.values.${issues[0]!.fieldId}`, issues[0]!.message);
  await refuseForeignFiles(scope, visit.id, current.template.fields, values);
  await refuseEmptySignatures(scope, current.template.fields, values, current.report?.values ?? {});
  // Tag answers are the visit's tags: written there (when the tag allows it), not kept in the draft.
  const answers = await writeReportTagAnswers(scope, visit.id, current.template.fields, values);
  // Ticks only for this visit's lines.
  const lineIds = new Set(
    (await scope.db.select({ id: visitLines.id }).from(visitLines).where(eq(visitLines.visitId, visit.id))).map(
      (l) => l.id,
    ),
  );
  const lineChecks = Object.fromEntries(Object.entries(data.lineChecks ?? {}).filter(([id]) => lineIds.has(id)));
  if (current.report) {
    await scope.db
      .update(visitReports)
      .set({
        values: answers,
        lineChecks,
        updatedById: scope.actor.userId,
        version: sql`${visitReports.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(visitReports.id, current.report.id), eq(visitReports.version, current.report.version)));
  } else {
    await scope.db.insert(visitReports).values({
      companyId: scope.companyId,
      visitId: visit.id,
      templateVersionId: current.template.id,
      values: answers,
      lineChecks,
      updatedById: scope.actor.userId,
    });
  }
  return reportRecord(scope, visit);
}
