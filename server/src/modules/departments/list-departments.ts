import { asc, sql } from 'drizzle-orm';
import { departments } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { departmentWithCount, withCount, type DepartmentWithCount } from './department-record.ts';

/** Every department with its member count, in one query. */
export async function listDepartments(scope: CompanyScope): Promise<DepartmentWithCount[]> {
  const rows = await scope.db
    .select(departmentWithCount)
    .from(departments)
    .orderBy(asc(sql`lower(${departments.name})`))
    .limit(1000);
  return rows.map(withCount);
}
