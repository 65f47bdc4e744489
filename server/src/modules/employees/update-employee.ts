import { and, eq, sql } from 'drizzle-orm';
import { employeePatchSchema, permissionFlags } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { users } from '../../db/tables/index.ts';
import { badInput, conflict } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { assertDepartmentExists } from './employee-department.ts';
import { employeeValues, isStaff, type EmployeeRow } from './employee-record.ts';
import { findEmployee } from './find-employee.ts';
import { asDuplicateEmail, assertUserEmailFree } from './user-email.ts';

/**
 * Input: `employeePatchSchema` (domain); CONFLICT when `version` is stale. Nobody demotes themselves. Role and
 * permission changes are audited.
 */
export async function updateEmployee(
  scope: TenantScope,
  id: string,
  version: number,
  input: unknown,
): Promise<EmployeeRow> {
  const current = await findEmployee(scope, id);
  const data = parseInput(employeePatchSchema, input, 'input');
  if (id === scope.actor.userId && data.role && data.role !== 'administrator')
    throw badInput('input.role', 'employee.cannotDemoteSelf');
  if (data.email && data.email !== current.email.toLowerCase()) await assertUserEmailFree(scope, data.email, id);
  if (data.departmentId !== undefined) await assertDepartmentExists(scope, data.departmentId);
  const [row] = await scope.db
    .update(users)
    .set({ ...employeeValues(data), version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.version, version), isStaff))
    .returning()
    .catch(asDuplicateEmail);
  if (!row) throw conflict();
  if (row.role !== current.role) {
    await recordAudit(scope.db, {
      ...auditActor(scope),
      action: 'employee.role_changed',
      details: { userId: id, from: current.role, to: row.role },
    });
  }
  const changed = permissionFlags.filter((f) => row[f] !== current[f]);
  if (changed.length > 0) {
    await recordAudit(scope.db, {
      ...auditActor(scope),
      action: 'employee.permissions_changed',
      details: { userId: id, granted: changed.filter((f) => row[f]), revoked: changed.filter((f) => !row[f]) },
    });
  }
  return row;
}
