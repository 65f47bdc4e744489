import { and, asc, eq, inArray } from 'drizzle-orm';
import { staffRoles } from '@servio/domain';
import { users } from '../../db/tables/index.ts';
import { forbidden } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import type { EmployeeRow } from '../employees/index.ts';

/** The department's staff by name; administrators only (the list carries what only they may see). */
export async function listDepartmentMembers(scope: TenantScope, id: string): Promise<EmployeeRow[]> {
  if (scope.actor.role !== 'administrator') throw forbidden();
  return scope.db
    .select()
    .from(users)
    .where(and(eq(users.departmentId, id), inArray(users.role, [...staffRoles])))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(1000);
}
