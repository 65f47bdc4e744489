import { and, eq, gte, lte, not, sql, type SQL } from 'drizzle-orm';
import { parseLocalDate, timeRegistrationTypes, type TimeRegistrationType } from '@servio/domain';
import { timeRegistrations, users } from '../../db/tables/index.ts';
import { pageWithTotal, pageBounds, type Page, type PageArgs } from '../../core/paging.ts';
import type { TenantScope } from '../../core/scope.ts';
import { visibleRegistrations } from './registration-access.ts';
import {
  approvedCondition,
  registrationOrder,
  selectRegistrations,
  type TimeRegistrationItem,
} from './registration-rows.ts';

export interface TimeRegistrationListArgs extends PageArgs {
  employeeId?: string | null;
  departmentId?: string | null;
  type?: string | null;
  /** Work dates from and to, inclusive (YYYY-MM-DD). */
  from?: string | null;
  to?: string | null;
  approved?: boolean | null;
}

/** The list's filters in SQL; a malformed filter value matches nothing rather than everything. */
export function registrationListConditions(scope: TenantScope, args: TimeRegistrationListArgs): SQL | undefined {
  const nothing = sql`false`;
  const uuid = /^[0-9a-f-]{36}$/i;
  const conditions: (SQL | undefined)[] = [visibleRegistrations(scope)];
  if (args.employeeId)
    conditions.push(uuid.test(args.employeeId) ? eq(timeRegistrations.employeeId, args.employeeId) : nothing);
  if (args.departmentId)
    conditions.push(uuid.test(args.departmentId) ? eq(users.departmentId, args.departmentId) : nothing);
  if (args.type)
    conditions.push(
      (timeRegistrationTypes as readonly string[]).includes(args.type)
        ? eq(timeRegistrations.type, args.type as TimeRegistrationType)
        : nothing,
    );
  if (args.from) conditions.push(parseLocalDate(args.from) ? gte(timeRegistrations.workDate, args.from) : nothing);
  if (args.to) conditions.push(parseLocalDate(args.to) ? lte(timeRegistrations.workDate, args.to) : nothing);
  if (args.approved === true) conditions.push(approvedCondition);
  if (args.approved === false) conditions.push(not(approvedCondition));
  return and(...conditions);
}

/** One page of registrations (employees see only their own), newest first; the count is a second query. */
export async function listTimeRegistrations(
  scope: TenantScope,
  args: TimeRegistrationListArgs,
): Promise<Page<TimeRegistrationItem>> {
  const { limit, offset } = pageBounds(args);
  const where = registrationListConditions(scope, args);
  const items = await selectRegistrations(scope, where)
    .orderBy(...registrationOrder)
    .limit(limit)
    .offset(offset);
  return pageWithTotal(scope.db, items, { limit, offset }, () => {
    // The count joins the employees only when the department filter needs them (a year of a company is ~60,000
    // rows).
    const matching = scope.db.select({ id: timeRegistrations.id }).from(timeRegistrations);
    return args.departmentId
      ? matching.innerJoin(users, eq(users.id, timeRegistrations.employeeId)).where(where)
      : matching.where(where);
  });
}
