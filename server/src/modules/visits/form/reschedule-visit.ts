import { plannedStatus, visitTimeProblem } from '@servio/domain';
import { badInput } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { saveVisit } from '../save-visit.ts';
import type { VisitRow } from '../visit-rows.ts';
import { noticeVisitChanged } from '../visit-notices.ts';
import { afterVisitTimeChange } from '../visit-time-change.ts';
import { employeeIdsOf, replaceEmployees } from './visit-employees.ts';

/**
 * A visit's new time, and from the planning board its people, saved with the version read (stale: CONFLICT, nothing
 * changes): the time rules (one time without the other, equipment needs a time), the status from `plannedStatus`,
 * the notices and the freed time. The calendar's move and the board's plan; each checks its own input first.
 */
export async function rescheduleVisit(
  scope: TenantScope,
  current: VisitRow,
  version: number,
  change: { start: Date | null; end: Date | null; employeeIds?: string[] },
): Promise<VisitRow> {
  const { start, end } = change;
  const problem = visitTimeProblem({ start, end, materielIds: current.materielIds });
  if (problem) throw badInput(problem.field, problem.reason);
  const before = await employeeIdsOf(scope, current.id);
  const after = change.employeeIds ?? before;
  const status = plannedStatus(current.status, {
    customerId: current.customerId,
    employeeCount: after.length,
    start,
    end,
  });
  const row = await saveVisit(scope, current.id, version, { start, end, status });
  const changed = before.length !== after.length || before.some((e) => !after.includes(e));
  if (changed) await replaceEmployees(scope, current.id, after);
  await noticeVisitChanged(scope, row, changed ? { before, after } : null);
  await afterVisitTimeChange(
    scope,
    row,
    { start: current.start, end: current.end, employeeIds: before },
    { start: row.start, end: row.end, employeeIds: after },
  );
  return row;
}
