import { employeeInputSchema, permissionFlags } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { users } from '../../db/tables/index.ts';
import { idempotent } from '../../core/idempotency.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { assertDepartmentExists } from './employee-department.ts';
import { employeeValues, type EmployeeRow } from './employee-record.ts';
import { findEmployee } from './find-employee.ts';
import { asDuplicateEmail, assertUserEmailFree } from './user-email.ts';

/** Input: `employeeInputSchema` (domain). The person gets a password through an invitation. */
export async function createEmployee(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<EmployeeRow> {
  const data = parseInput(employeeInputSchema, input, 'input');
  return idempotent(scope, {
    operation: 'createEmployee',
    key: idempotencyKey,
    payload: input,
    load: (id) => findEmployee(scope, id),
    create: async () => {
      await assertUserEmailFree(scope, data.email);
      await assertDepartmentExists(scope, data.departmentId);
      const [row] = await scope.db
        .insert(users)
        .values({ ...employeeValues(data), email: data.email, role: data.role, companyId: scope.companyId })
        .returning()
        .catch(asDuplicateEmail);
      await recordAudit(scope.db, {
        ...auditActor(scope),
        action: 'employee.created',
        details: { userId: row!.id, role: row!.role, permissions: permissionFlags.filter((f) => row![f]) },
      });
      return row!;
    },
  });
}
