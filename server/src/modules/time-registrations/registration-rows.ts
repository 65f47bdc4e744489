import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { timeRegistrations, timeWeekApprovals, users, type TimeRegistrationRow } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** A registration as the screens read it: with the employee's name and whether its week is approved. */
export interface TimeRegistrationItem extends TimeRegistrationRow {
  employeeName: string;
  weekApproved: boolean;
}

/** The week's Monday of a registration, in SQL (date_trunc's week is the ISO week). */
export const weekStartOf = sql.raw(`(date_trunc('week', time_registrations.work_date)::date)`);

/**
 * Whether a registration's week is approved. Written with the table's name: drizzle leaves columns unqualified in a
 * single-table statement (an update), where `employee_id` inside the subquery would name the approval's own column.
 */
export const approvedCondition = sql`exists (select 1 from ${timeWeekApprovals} a where a.company_id = ${sql.raw('time_registrations.company_id')} and a.employee_id = ${sql.raw('time_registrations.employee_id')} and a.week_start = ${weekStartOf})`;

const itemColumns = {
  ...getTableColumns(timeRegistrations),
  employeeName: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
  weekApproved: sql<boolean>`${approvedCondition}`.mapWith(Boolean),
};

/** Registrations with their employee's name and approval, filtered, ordered and paged as the caller says. */
export function selectRegistrations(scope: CompanyScope, where: SQL | undefined) {
  return scope.db
    .select(itemColumns)
    .from(timeRegistrations)
    .innerJoin(users, eq(users.id, timeRegistrations.employeeId))
    .where(where);
}

/** Newest first: the day, then the start, then when it was entered. */
export const registrationOrder = [
  // As the index time_registrations_company_date_idx is ordered (drizzle writes desc as DESC NULLS LAST).
  sql`${timeRegistrations.workDate} desc nulls last`,
  sql`${timeRegistrations.startsAt} desc nulls last`,
  sql`${timeRegistrations.createdAt} desc nulls last`,
];
