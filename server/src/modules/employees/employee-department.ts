import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { findDepartmentsByIds } from '../departments/index.ts';

/** An employee's department must be one of the company's. */
export async function assertDepartmentExists(scope: CompanyScope, departmentId: string | null | undefined) {
  if (!departmentId) return;
  const [found] = await findDepartmentsByIds(scope, [departmentId]);
  if (!found) throw badInput('departmentId', 'department.notFound');
}
