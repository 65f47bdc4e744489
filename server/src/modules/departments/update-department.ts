import { and, eq, sql } from 'drizzle-orm';
import { departmentInputSchema } from '@servio/domain';
import { departments } from '../../db/tables/index.ts';
import { conflict } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import type { DepartmentWithCount } from './department-record.ts';
import { findDepartment } from './find-departments.ts';

/** Input: `departmentInputSchema` (domain); CONFLICT when `version` is stale. */
export async function updateDepartment(
  scope: TenantScope,
  id: string,
  version: number,
  input: unknown,
): Promise<DepartmentWithCount> {
  await findDepartment(scope, id);
  const data = parseInput(departmentInputSchema, input, 'input');
  const [row] = await scope.db
    .update(departments)
    .set({
      name: data.name,
      ...(data.color !== undefined ? { color: data.color } : {}),
      version: sql`${departments.version} + 1`,
    })
    .where(and(eq(departments.id, id), eq(departments.version, version)))
    .returning();
  if (!row) throw conflict();
  return findDepartment(scope, id);
}
