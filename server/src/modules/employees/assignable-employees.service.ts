import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { staffRoles, type EmployeeKind, type StaffRole } from '@servio/domain';
import { departments, users } from '../../db/tables/index.ts';
import type { Context } from '../../graphql/context.ts';

/** A colleague as the visit form's pick list shows them: no contact details, no permissions. */
export interface AssignableEmployee {
  id: string;
  name: string;
  role: StaffRole;
  kind: EmployeeKind | null;
  department: { id: string; name: string } | null;
}

/**
 * Who a visit may be assigned to: the company's active administrators, employees and suppliers. The pick list
 * shows them and createVisit/updateVisit accept only them in `employeeIds`.
 */
export const assignableStaff = (companyId: string) =>
  and(inArray(users.role, [...staffRoles]), eq(users.active, true), eq(users.companyId, companyId));

const fullName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/**
 * The `assignableStaff` of the viewer's company by name, in one statement with the department joined; row-level
 * security keeps it to the viewer's company, the company condition says so for the reader too.
 */
export async function listAssignableEmployees(ctx: Context): Promise<AssignableEmployee[]> {
  const rows = await ctx.db
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
    .where(assignableStaff(ctx.viewer!.companyId!))
    .orderBy(sql`lower(${fullName})`, asc(users.id));
  return rows.map(({ departmentId, departmentName, role, ...row }) => ({
    ...row,
    // The where clause admits staff roles only.
    role: role as StaffRole,
    department: departmentId && departmentName !== null ? { id: departmentId, name: departmentName } : null,
  }));
}
