import { eq, inArray } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { departments } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { departmentWithCount, withCount, type DepartmentWithCount } from './department-record.ts';

export async function findDepartment(scope: CompanyScope, id: string): Promise<DepartmentWithCount> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db.select(departmentWithCount).from(departments).where(eq(departments.id, id));
  if (!row) throw notFound();
  return withCount(row);
}

/** The departments of these ids that exist in the company, in one query (for batching; missing ids are left out). */
export async function findDepartmentsByIds(
  scope: CompanyScope,
  ids: readonly string[],
): Promise<DepartmentWithCount[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await scope.db.select(departmentWithCount).from(departments).where(inArray(departments.id, valid));
  return rows.map(withCount);
}
