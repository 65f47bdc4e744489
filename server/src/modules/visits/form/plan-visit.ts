import { and, inArray } from 'drizzle-orm';
import { isUuid, visitLimits } from '@servio/domain';
import { users } from '../../../db/tables/index.ts';
import { badInput } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { assignableStaff } from '../../employees/index.ts';
import { findVisit } from '../queries/find-visit.ts';
import type { VisitRow } from '../visit-rows.ts';
import { rescheduleVisit } from './reschedule-visit.ts';

export interface PlanVisitInput {
  id: string;
  version: number;
  /** Both null: the visit is taken off the plan (back to the board's side list; undo of a first placement). */
  start: Date | null;
  end: Date | null;
  employeeIds: readonly string[];
}

/** A planned visit has 1 to 20 people on it (the visit form's limit). */
export const planVisitLimits = { minEmployees: 1, maxEmployees: visitLimits.employees } as const;

/** The employees, each once, all active staff of the company; else BAD_USER_INPUT naming the first one wrong. */
async function checkEmployees(
  scope: TenantScope,
  employeeIds: readonly string[],
  { unplanning }: { unplanning: boolean },
): Promise<string[]> {
  if (!unplanning && employeeIds.length < planVisitLimits.minEmployees)
    throw badInput('employeeIds', 'planning.employeesRequired');
  const unique = [...new Set(employeeIds)];
  if (unique.length > planVisitLimits.maxEmployees) throw badInput('employeeIds', 'visit.tooManyEmployees');
  const wellFormed = unique.filter(isUuid);
  const found = wellFormed.length
    ? await scope.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, wellFormed), assignableStaff(scope.companyId)))
    : [];
  const ids = new Set(found.map((f) => f.id));
  const missing = employeeIds.findIndex((id) => !ids.has(id));
  if (missing >= 0) throw badInput(`employeeIds.${missing}`, 'visit.employeeNotFound');
  return unique;
}

/**
 * The planning board's drop: assigns and schedules in one save, with the version the board read (a stale one is
 * CONFLICT and nothing changes). As moveVisit (rescheduleVisit: the same time rules, the status, the notices and the
 * freed time; archived refused) with the visit's employees replaced by `employeeIds`.
 */
export async function planVisit(scope: TenantScope, input: PlanVisitInput): Promise<VisitRow> {
  const { id, version, start, end } = input;
  if (!Number.isInteger(version)) throw badInput('version', 'version_invalid');
  if (start && Number.isNaN(start.getTime())) throw badInput('start', 'date_invalid');
  if (end && Number.isNaN(end.getTime())) throw badInput('end', 'date_invalid');
  // The visit first: another company's (or an unknown id) is NOT_FOUND whatever else the input says.
  const current = await findVisit(scope, { id });
  if (current.archived) throw badInput('id', 'visit.archived');
  const employeeIds = await checkEmployees(scope, input.employeeIds, { unplanning: start === null && end === null });
  const row = await rescheduleVisit(scope, current, version, { start, end, employeeIds });
  return { ...row, employeeIds };
}
