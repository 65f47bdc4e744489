import { eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { z } from 'zod';
import { visitReports, visits } from '../../db/tables/index.ts';
import { badInput, DomainError } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findReportTemplate } from '../report-templates/index.ts';
import { lockVisitForLines, visitTableColumns } from '../visits/index.ts';
import { reportRecord, type VisitReportRecord } from './report-record.ts';

const chooseTemplateInputSchema = z.object({
  visitId: z.string().refine(isUuid, 'notFound'),
  /** Null: the company's default template again. */
  templateId: z.string().refine(isUuid, 'notFound').nullish(),
});

/**
 * Chooses the template a visit's report is filled from, instead of the company's default. Only before the first
 * save: a report keeps the template version it was started from (an old report never changes its shape), so once
 * started the choice is refused rather than silently dropping answers that have no field in the other template.
 */
export async function chooseVisitReportTemplate(scope: TenantScope, input: unknown): Promise<VisitReportRecord> {
  const data = parseInput(chooseTemplateInputSchema, input, 'input');
  const visit = await lockVisitForLines(scope, data.visitId);
  if (visit.archived) throw badInput('input.visitId', 'report.visitArchived');
  const [started] = await scope.db
    .select({ id: visitReports.id })
    .from(visitReports)
    .where(eq(visitReports.visitId, visit.id));
  if (started) {
    throw new DomainError('CONFLICT', 'The report is started: its template stays', { reason: 'report.started' });
  }
  if (data.templateId) {
    const template = await findReportTemplate(scope, data.templateId).catch(() => null);
    if (!template || template.archivedAt) throw badInput('input.templateId', 'report.templateNotFound');
  }
  const [after] = await scope.db
    .update(visits)
    .set({ reportTemplateId: data.templateId ?? null })
    .where(eq(visits.id, visit.id))
    .returning(visitTableColumns);
  return reportRecord(scope, after!);
}
