import { moveVisitInputSchema, plannedStatus, visitTimeProblem } from '@servio/domain';
import type { z } from 'zod';
import { badInput } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { findVisit } from '../queries/find-visit.ts';
import { saveVisit } from '../save-visit.ts';
import type { VisitRow } from '../visit-rows.ts';
import { noticeVisitChanged } from '../visit-notices.ts';
import { afterVisitTimeChange } from '../visit-time-change.ts';
import { employeeIdsOf } from './visit-employees.ts';

/** The calendar's drag and resize: a new start and end (undo is a move back with the returned version). */
export async function moveVisit(scope: TenantScope, input: z.input<typeof moveVisitInputSchema>): Promise<VisitRow> {
  const { id, version, start, end } = parseInput(moveVisitInputSchema, input);
  const current = await findVisit(scope, { id });
  if (current.archived) throw badInput('id', 'visit.archived');
  const problem = visitTimeProblem({ start, end, materielIds: current.materielIds });
  if (problem) throw badInput(problem.field, problem.reason);
  const employeeIds = await employeeIdsOf(scope, id);
  const status = plannedStatus(current.status, {
    customerId: current.customerId,
    employeeCount: employeeIds.length,
    start,
    end,
  });
  const row = await saveVisit(scope, id, version, { start, end, status });
  await noticeVisitChanged(scope, row, null);
  await afterVisitTimeChange(
    scope,
    row,
    { start: current.start, end: current.end, employeeIds },
    { start: row.start, end: row.end, employeeIds },
  );
  return row;
}
