import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { timeRegistrations, timeWeekApprovals, users, type TimeRegistrationRow } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** A registration as the screens read it: with the employee's name and whether its week is approved. */
export interface TimeRegistrationItem extends TimeRegistrationRow {
  employeeName: string;
  weekApproved: boolean;
}

/** The week's Monday of a registration, in SQL (date_trunc's week is the ISO week). */
export const weekStartOf = sql`(date_trunc('week', ${timeRegistrations.workDate})::date)`;

export const approvedCondition = sql`exists (select 1 from ${timeWeekApprovals} a where a.employee_id = ${timeRegistrations.employeeId} and a.week_start = ${weekStartOf})`;

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
  sql`${timeRegistrations.workDate} desc`,
  sql`${timeRegistrations.startsAt} desc nulls last`,
  sql`${timeRegistrations.createdAt} desc`,
];
