import { sql } from 'drizzle-orm';
import { departments, type DepartmentRow } from '../../db/tables/index.ts';

export type DepartmentWithCount = DepartmentRow & { memberCount: number };

// Spelt out: drizzle leaves column names unqualified inside a select list, which would bind both to users.
const memberCount = sql<number>`(select count(*)::int from users u where u.department_id = departments.id and u.role in ('administrator','employee','supplier'))`;

/** The select list of a department with its member count. */
export const departmentWithCount = { department: departments, memberCount };

export const withCount = (row: { department: DepartmentRow; memberCount: number }): DepartmentWithCount => ({
  ...row.department,
  memberCount: row.memberCount,
});
