import { tenantScope } from '../../graphql/context.ts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { departmentInputSchema, isUuid, staffRoles } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { departments, users, visits, type DepartmentRow } from '../../db/tables/index.ts';
import type { Context } from '../../graphql/context.ts';
import { badInput, conflict, notFound } from '../../core/errors.ts';
import { idempotent } from '../../core/idempotency.ts';
import { parseInput } from '../../core/validate.ts';
import type { EmployeeRow } from '../employees/employees.service.ts';

export type DepartmentWithCount = DepartmentRow & { memberCount: number };

// Spelt out: drizzle leaves column names unqualified inside a select list, which would bind both to users.
const memberCount = sql<number>`(select count(*)::int from users u where u.department_id = departments.id and u.role in ('administrator','employee','supplier'))`;

/** Every department with its member count, in one query. */
export async function listDepartments(ctx: Context): Promise<DepartmentWithCount[]> {
  const rows = await ctx.db
    .select({ department: departments, memberCount })
    .from(departments)
    .orderBy(asc(sql`lower(${departments.name})`))
    .limit(1000);
  return rows.map((r) => ({ ...r.department, memberCount: r.memberCount }));
}

export async function findDepartment(ctx: Context, id: string): Promise<DepartmentWithCount> {
  if (!isUuid(id)) throw notFound();
  const [row] = await ctx.db
    .select({ department: departments, memberCount })
    .from(departments)
    .where(eq(departments.id, id));
  if (!row) throw notFound();
  return { ...row.department, memberCount: row.memberCount };
}

export async function departmentMembers(ctx: Context, id: string): Promise<EmployeeRow[]> {
  return ctx.db
    .select()
    .from(users)
    .where(and(eq(users.departmentId, id), inArray(users.role, [...staffRoles])))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(1000);
}

export async function createDepartment(
  ctx: Context,
  input: unknown,
  idempotencyKey: string | null | undefined,
): Promise<DepartmentWithCount> {
  const data = parseInput(departmentInputSchema, input, 'input');
  return idempotent(tenantScope(ctx), {
    operation: 'createDepartment',
    key: idempotencyKey,
    payload: input,
    load: (id) => findDepartment(ctx, id),
    create: async () => {
      const [row] = await ctx.db
        .insert(departments)
        .values({ companyId: ctx.viewer!.companyId!, name: data.name, color: data.color ?? null })
        .returning();
      return { ...row!, memberCount: 0 };
    },
  });
}

export async function updateDepartment(
  ctx: Context,
  id: string,
  version: number,
  input: unknown,
): Promise<DepartmentWithCount> {
  await findDepartment(ctx, id);
  const data = parseInput(departmentInputSchema, input, 'input');
  const [row] = await ctx.db
    .update(departments)
    .set({
      name: data.name,
      ...(data.color !== undefined ? { color: data.color } : {}),
      version: sql`${departments.version} + 1`,
    })
    .where(and(eq(departments.id, id), eq(departments.version, version)))
    .returning();
  if (!row) throw conflict();
  return findDepartment(ctx, id);
}

/** Refused while employees or visits use the department. */
export async function deleteDepartment(ctx: Context, id: string): Promise<boolean> {
  const current = await findDepartment(ctx, id);
  const [member] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.departmentId, id)).limit(1);
  const [visit] = await ctx.db.select({ id: visits.id }).from(visits).where(eq(visits.departmentId, id)).limit(1);
  if (member || visit) throw badInput('id', 'department.inUse');
  await ctx.db.delete(departments).where(eq(departments.id, id));
  const viewer = ctx.viewer!;
  await recordAudit(ctx.db, {
    action: 'department.deleted',
    companyId: viewer.companyId,
    actorUserId: viewer.userId,
    actorEmail: viewer.email,
    ip: ctx.req.ip,
    details: { departmentId: id, name: current.name },
  });
  return true;
}
