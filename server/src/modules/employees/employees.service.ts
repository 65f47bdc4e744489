import { tenantScope } from '../../graphql/context.ts';
import { and, asc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  employeeInputSchema,
  employeePatchSchema,
  isUuid,
  permissionFlags,
  staffRoles,
  type EmployeeKind,
  type PermissionFlag,
  type RateField,
  type StaffRole,
} from '@servio/domain';
import { recordAudit, type AuditAction } from '../../audit/audit.service.ts';
import { departments, users, visitEmployees, visits, type UserRow } from '../../db/tables/index.ts';
import type { Context } from '../../graphql/context.ts';
import { DomainError, badInput, conflict, notFound } from '../../core/errors.ts';
import { idempotent } from '../../core/idempotency.ts';
import { parseInput } from '../../core/validate.ts';
import { likeInfix, type Page } from '../../core/paging.ts';

export type EmployeeRow = UserRow;

export const rateColumns: Record<RateField, keyof UserRow & `rate${string}`> = {
  regular: 'rateRegular',
  hourly: 'rateHourly',
  costPrice: 'rateCostPrice',
  overtime: 'rateOvertime',
  extra: 'rateExtra',
  extraPublic: 'rateExtraPublic',
};

const isStaff = inArray(users.role, [...staffRoles]);

export interface EmployeeListArgs {
  search?: string | null;
  role?: string | null;
  kind?: string | null;
  departmentId?: string | null;
  active?: boolean | null;
  offset?: number | null;
  limit?: number | null;
}

export async function listEmployees(ctx: Context, args: EmployeeListArgs): Promise<Page<EmployeeRow>> {
  const conditions: (SQL | undefined)[] = [isStaff];
  const search = args.search?.trim().toLowerCase();
  if (search) {
    for (const word of search.split(/\s+/).slice(0, 5)) {
      const pattern = likeInfix(word);
      conditions.push(
        sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || ${users.email} || ' ' || coalesce(${users.phoneNumber}, '')) like ${pattern}`,
      );
    }
  }
  if (args.role) conditions.push(eq(users.role, args.role as StaffRole));
  if (args.kind) conditions.push(eq(users.kind, args.kind as EmployeeKind));
  if (args.departmentId)
    conditions.push(isUuid(args.departmentId) ? eq(users.departmentId, args.departmentId) : sql`false`);
  if (args.active !== undefined && args.active !== null) conditions.push(eq(users.active, args.active));
  const where = and(...conditions);
  const limit = Math.min(Math.max(args.limit ?? 50, 1), 200);
  const items = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`, asc(users.id))
    .limit(limit)
    .offset(Math.max(args.offset ?? 0, 0));
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return { items, totalCount: count!.n };
}

export async function findEmployee(ctx: Context, id: string): Promise<EmployeeRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaff));
  if (!row) throw notFound();
  return row;
}

const duplicateEmail = (type: 'employee' | 'customer') =>
  new DomainError('BAD_USER_INPUT', 'Email in use', { field: 'email', reason: 'duplicateEmail', type });

/** Emails are unique across the product (one address signs in to one account). */
export async function assertUserEmailFree(ctx: Context, email: string, exceptUserId?: string): Promise<void> {
  const [row] = await ctx.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (row && row.id !== exceptUserId) throw duplicateEmail(row.role === 'customer' ? 'customer' : 'employee');
}

/** An insert or update that hit the unique email index: the address belongs to an account we cannot see. */
export function asDuplicateEmail(error: unknown): never {
  const e = error as { code?: string; cause?: { code?: string } };
  if (e.code === '23505' || e.cause?.code === '23505') throw duplicateEmail('employee');
  throw error;
}

async function checkDepartment(ctx: Context, departmentId: string | null | undefined): Promise<void> {
  if (!departmentId) return;
  const [row] = await ctx.db.select({ id: departments.id }).from(departments).where(eq(departments.id, departmentId));
  if (!row) throw badInput('departmentId', 'department.notFound');
}

type EmployeeData = Partial<ReturnType<typeof employeePatchSchema.parse>>;

function employeeValues(data: EmployeeData): Partial<typeof users.$inferInsert> {
  const values: Partial<typeof users.$inferInsert> = {
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    phoneNumber: data.phoneNumber,
    kind: data.kind,
    role: data.role,
    departmentId: data.departmentId,
  };
  for (const flag of permissionFlags) {
    const value = data.permissions?.[flag];
    if (value !== undefined) values[flag] = value;
  }
  for (const [field, column] of Object.entries(rateColumns) as [RateField, keyof typeof values][]) {
    const value = data.rates?.[field];
    if (value !== undefined) (values as Record<string, unknown>)[column] = value;
  }
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

async function audit(ctx: Context, action: AuditAction, details: Record<string, unknown>) {
  const viewer = ctx.viewer!;
  await recordAudit(ctx.db, {
    action,
    companyId: viewer.companyId,
    actorUserId: viewer.userId,
    actorEmail: viewer.email,
    ip: ctx.req.ip,
    details,
  });
}

export async function createEmployee(
  ctx: Context,
  input: unknown,
  idempotencyKey: string | null | undefined,
): Promise<EmployeeRow> {
  const viewer = ctx.viewer!;
  const data = parseInput(employeeInputSchema, input, 'input');
  return idempotent(tenantScope(ctx), {
    operation: 'createEmployee',
    key: idempotencyKey,
    payload: input,
    load: (id) => findEmployee(ctx, id),
    create: async () => {
      await assertUserEmailFree(ctx, data.email);
      await checkDepartment(ctx, data.departmentId);
      const [row] = await ctx.db
        .insert(users)
        .values({ ...employeeValues(data), email: data.email, role: data.role, companyId: viewer.companyId! })
        .returning()
        .catch(asDuplicateEmail);
      const granted = permissionFlags.filter((f) => row![f]);
      await audit(ctx, 'employee.created', { userId: row!.id, role: row!.role, permissions: granted });
      return row!;
    },
  });
}

export async function updateEmployee(ctx: Context, id: string, version: number, input: unknown): Promise<EmployeeRow> {
  const viewer = ctx.viewer!;
  const current = await findEmployee(ctx, id);
  const data = parseInput(employeePatchSchema, input, 'input');
  if (id === viewer.userId && data.role && data.role !== 'administrator')
    throw badInput('input.role', 'employee.cannotDemoteSelf');
  if (data.email && data.email !== current.email.toLowerCase()) await assertUserEmailFree(ctx, data.email, id);
  if (data.departmentId !== undefined) await checkDepartment(ctx, data.departmentId);
  const values = employeeValues(data);
  const [row] = await ctx.db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.version, version), isStaff))
    .returning()
    .catch(asDuplicateEmail);
  if (!row) throw conflict();
  if (row.role !== current.role)
    await audit(ctx, 'employee.role_changed', { userId: id, from: current.role, to: row.role });
  const changed = permissionFlags.filter((f: PermissionFlag) => row[f] !== current[f]);
  if (changed.length > 0) {
    await audit(ctx, 'employee.permissions_changed', {
      userId: id,
      granted: changed.filter((f) => row[f]),
      revoked: changed.filter((f) => !row[f]),
    });
  }
  return row;
}

/** Ends every session of the employee (the session generation moves on) and keeps them from signing in. */
export async function setEmployeeActive(ctx: Context, id: string, active: boolean): Promise<EmployeeRow> {
  const current = await findEmployee(ctx, id);
  if (!active && id === ctx.viewer!.userId) throw badInput('id', 'employee.cannotDeactivateSelf');
  if (current.active === active) return current;
  const [row] = await ctx.db
    .update(users)
    .set({
      active,
      version: sql`${users.version} + 1`,
      updatedAt: new Date(),
      ...(active ? {} : { sessionGeneration: sql`${users.sessionGeneration} + 1` }),
    })
    .where(eq(users.id, id))
    .returning();
  await audit(ctx, active ? 'employee.reactivated' : 'employee.deactivated', { userId: id });
  return row!;
}

/** Only someone without history (no visits made or assigned) can be deleted; the others are deactivated. */
export async function deleteEmployee(ctx: Context, id: string): Promise<boolean> {
  const current = await findEmployee(ctx, id);
  if (id === ctx.viewer!.userId) throw badInput('id', 'employee.cannotDeleteSelf');
  const [history] = await ctx.db
    .select({ yes: sql<number>`1` })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        or(
          exists(
            ctx.db
              .select({ x: sql`1` })
              .from(visitEmployees)
              .where(eq(visitEmployees.userId, id)),
          ),
          exists(
            ctx.db
              .select({ x: sql`1` })
              .from(visits)
              .where(eq(visits.createdById, id)),
          ),
        ),
      ),
    );
  if (history) throw badInput('id', 'employee.hasHistory');
  await ctx.db.delete(users).where(eq(users.id, id));
  await audit(ctx, 'employee.deleted', { userId: id, email: current.email, role: current.role });
  return true;
}

export async function departmentOf(ctx: Context, departmentId: string | null) {
  if (!departmentId) return null;
  const [row] = await ctx.db.select().from(departments).where(eq(departments.id, departmentId));
  return row ?? null;
}
