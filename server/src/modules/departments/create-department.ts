import { departmentInputSchema } from '@servio/domain';
import { departments } from '../../db/tables/index.ts';
import { idempotent } from '../../core/idempotency.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import type { DepartmentWithCount } from './department-record.ts';
import { findDepartment } from './find-departments.ts';

/** Input: `departmentInputSchema` (domain). */
export async function createDepartment(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<DepartmentWithCount> {
  const data = parseInput(departmentInputSchema, input, 'input');
  return idempotent(scope, {
    operation: 'createDepartment',
    key: idempotencyKey,
    payload: input,
    load: (id) => findDepartment(scope, id),
    create: async () => {
      const [row] = await scope.db
        .insert(departments)
        .values({ companyId: scope.companyId, name: data.name, color: data.color ?? null })
        .returning();
      return { ...row!, memberCount: 0 };
    },
  });
}
