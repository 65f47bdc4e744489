import { asc, eq, sql } from 'drizzle-orm';
import type { EmployeeKind, StaffRole } from '@servio/domain';
import { departments, users } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { assignableStaff } from './assignable-staff.ts';

/** A colleague as the visit form's pick list shows them: no contact details, no permissions. */
export interface AssignableEmployee {
  id: string;
  name: string;
  role: StaffRole;
  kind: EmployeeKind | null;
  department: { id: string; name: string } | null;
}

const fullName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/**
 * The company's `assignableStaff` by name, in one statement with the department joined; row-level security keeps it
 * to the company, the company condition says so for the reader too.
 */
export async function listAssignableEmployees(scope: CompanyScope): Promise<AssignableEmployee[]> {
  const rows = await scope.db
    .select({
      id: users.id,
      name: fullName,
      role: users.role,
      kind: users.kind,
      departmentId: departments.id,
      departmentName: departments.name,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(assignableStaff(scope.companyId))
    .orderBy(sql`lower(${fullName})`, asc(users.id));
  return rows.map(({ departmentId, departmentName, role, ...row }) => ({
    ...row,
    // The where clause admits staff roles only.
    role: role as StaffRole,
    department: departmentId && departmentName !== null ? { id: departmentId, name: departmentName } : null,
  }));
}
