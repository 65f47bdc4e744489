import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { isUuid, type EmployeeKind, type StaffRole } from '@servio/domain';
import { users } from '../../db/tables/index.ts';
import { pageBounds, searchTextCondition, type Page } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { isStaff, type EmployeeRow } from './employee-record.ts';

export interface EmployeeListArgs {
  search?: string | null;
  role?: string | null;
  kind?: string | null;
  departmentId?: string | null;
  active?: boolean | null;
  offset?: number | null;
  limit?: number | null;
}

const searchText = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || ${users.email} || ' ' || coalesce(${users.phoneNumber}, ''))`;

/** One page of the company's staff by name, filtered in SQL. */
export async function listEmployees(scope: CompanyScope, args: EmployeeListArgs): Promise<Page<EmployeeRow>> {
  const conditions: (SQL | undefined)[] = [isStaff, searchTextCondition(searchText, args.search)];
  if (args.role) conditions.push(eq(users.role, args.role as StaffRole));
  if (args.kind) conditions.push(eq(users.kind, args.kind as EmployeeKind));
  if (args.departmentId)
    conditions.push(isUuid(args.departmentId) ? eq(users.departmentId, args.departmentId) : sql`false`);
  if (args.active !== undefined && args.active !== null) conditions.push(eq(users.active, args.active));
  const where = and(...conditions);
  const { limit, offset } = pageBounds(args);
  const items = await scope.db
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`, asc(users.id))
    .limit(limit)
    .offset(offset);
  const [count] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return { items, totalCount: count!.n };
}
