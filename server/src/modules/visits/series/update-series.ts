import { eq, sql } from 'drizzle-orm';
import { recurrenceStartProblem, type VisitPatch } from '@servio/domain';
import { visitSeries, visits } from '../../../db/tables/index.ts';
import { badInput } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { tagValuesOf } from '../tags/visit-tag-values.ts';
import { visitTableColumns, type VisitRow } from '../visit-rows.ts';
import { seriesTemplate } from './start-series.ts';

/** Editing with scope SERIES: the template takes the same change; a new time or rule re-anchors the rule here. */
export async function updateSeries(
  scope: TenantScope,
  before: VisitRow,
  after: VisitRow,
  data: VisitPatch,
  employeeIds: string[],
): Promise<VisitRow> {
  const { db } = scope;
  const [series] = await db.select().from(visitSeries).where(eq(visitSeries.id, before.seriesId!));
  if (!series) return after;
  if (data.recurrence === null) {
    await db
      .update(visitSeries)
      .set({ endedAt: new Date(), version: sql`${visitSeries.version} + 1`, updatedAt: new Date() })
      .where(eq(visitSeries.id, series.id));
    return after;
  }
  if (!after.start || !after.end) throw badInput('input.start', 'recurrence.needsStart');
  const timeChanged =
    after.start.getTime() !== before.start?.getTime() || after.end.getTime() !== before.end?.getTime();
  const rule = data.recurrence ?? series.rule;
  const reanchor = timeChanged || data.recurrence !== undefined;
  if (data.recurrence) {
    const problem = recurrenceStartProblem(data.recurrence, after.start);
    if (problem) throw badInput(`input.recurrence.${problem.field}`, problem.reason);
  }
  const template = seriesTemplate(after, employeeIds, await tagValuesOf(scope, after.id));
  await db
    .update(visitSeries)
    .set({
      ...template,
      rule,
      ...(reanchor ? { anchorStart: after.start, consumed: after.seriesIndex ?? 0 } : {}),
      version: sql`${visitSeries.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(visitSeries.id, series.id));
  if (!reanchor) return after;
  const [row] = await db
    .update(visits)
    .set({ occurrenceStart: after.start })
    .where(eq(visits.id, after.id))
    .returning(visitTableColumns);
  return row!;
}
