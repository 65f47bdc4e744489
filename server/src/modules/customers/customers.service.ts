import { tenantScope } from '../../graphql/context.ts';
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  customerInputSchema,
  customerPatchSchema,
  hasCustomerIdentity,
  isUuid,
  type CustomerPatch,
  type CustomerSort,
} from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { companies, customers, users, visits, type CustomerRow } from '../../db/tables/index.ts';
import type { Context } from '../../graphql/context.ts';
import { DomainError, badInput, conflict, forbidden, notFound } from '../../core/errors.ts';
import { pageBounds, searchTextCondition, type Page } from '../../core/paging.ts';
import { idempotent } from '../../core/idempotency.ts';
import { parseInput } from '../../core/validate.ts';

export type { CustomerRow, Page };

export interface CustomerListArgs {
  search?: string | null;
  sort?: CustomerSort | null;
  sortDirection?: 'asc' | 'desc' | null;
  offset?: number | null;
  limit?: number | null;
  /** Only the children of this customer (its locations). */
  parentCustomerId?: string | null;
  /** Only customers without a parent. */
  topLevelOnly?: boolean | null;
  /** Only company customers (true) or private ones (false). */
  useCompany?: boolean | null;
}

export function customerSearchCondition(search: string | null | undefined): SQL | undefined {
  return searchTextCondition(sql`${customers.searchText}`, search);
}

const sortColumns: Record<CustomerSort, SQL> = {
  name: sql`${customers.sortName}`,
  companyName: sql`lower(${customers.companyName})`,
  email: sql`${customers.email}`,
  phoneNumber: sql`${customers.phoneNumber}`,
  city: sql`lower(${customers.city})`,
  zipcode: sql`${customers.zipcode}`,
  createdAt: sql`${customers.createdAt}`,
};

export function listConditions(args: CustomerListArgs): SQL | undefined {
  const conditions: (SQL | undefined)[] = [customerSearchCondition(args.search)];
  if (args.parentCustomerId !== undefined && args.parentCustomerId !== null) {
    if (!isUuid(args.parentCustomerId)) return sql`false`;
    conditions.push(eq(customers.parentCustomerId, args.parentCustomerId));
  }
  if (args.topLevelOnly) conditions.push(sql`${customers.parentCustomerId} is null`);
  if (args.useCompany !== undefined && args.useCompany !== null)
    conditions.push(eq(customers.useCompany, args.useCompany));
  return and(...conditions);
}

export function listOrder(args: Pick<CustomerListArgs, 'sort' | 'sortDirection'>): SQL[] {
  const column = sortColumns[args.sort ?? 'name'];
  const direction = args.sortDirection === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, args.sortDirection === 'desc' ? desc(customers.id) : asc(customers.id)];
}

/** One page of the company's customers, searched, sorted and paged in SQL; the count is a second query. */
export async function listCustomers(ctx: Context, args: CustomerListArgs): Promise<Page<CustomerRow>> {
  const { limit, offset } = pageBounds(args);
  const where = listConditions(args);
  const items = await ctx.db
    .select()
    .from(customers)
    .where(where)
    .orderBy(...listOrder(args))
    .limit(limit)
    .offset(offset);
  // The first page holding fewer rows than asked is the whole result: no count needed.
  if (offset === 0 && items.length < limit) return { items, totalCount: items.length };
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(where);
  return { items, totalCount: count!.n };
}

export async function findCustomer(ctx: Context, id: string): Promise<CustomerRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await ctx.db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw notFound();
  return row;
}

async function companyFlags(ctx: Context) {
  const [row] = await ctx.db
    .select({
      disableCreateCustomer: companies.disableCreateCustomer,
      enableCustomerHierarchy: companies.enableCustomerHierarchy,
      allowCustomerLogin: companies.allowCustomerLogin,
    })
    .from(companies)
    .where(eq(companies.id, ctx.viewer!.companyId!));
  if (!row) throw notFound();
  return row;
}

/** 'A {type} with this email already exists': another customer of the company, or a user (staff or login). */
export async function assertEmailFree(
  ctx: Context,
  email: string | null | undefined,
  exceptCustomerId?: string,
): Promise<void> {
  if (!email) return;
  const sameEmail = sql`lower(${customers.email}) = ${email.toLowerCase()}`;
  const [customer] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(exceptCustomerId ? and(sameEmail, ne(customers.id, exceptCustomerId)) : sameEmail)
    .limit(1);
  if (customer)
    throw new DomainError('BAD_USER_INPUT', 'Email in use', {
      field: 'email',
      reason: 'duplicateEmail',
      type: 'customer',
    });
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.role, 'customer')))
    .limit(1);
  if (user)
    throw new DomainError('BAD_USER_INPUT', 'Email in use', {
      field: 'email',
      reason: 'duplicateEmail',
      type: 'employee',
    });
}

/** A parent must exist in the company, the hierarchy be enabled, and the parent not itself a child. */
async function checkParent(ctx: Context, parentId: string | null | undefined, selfId?: string): Promise<void> {
  if (!parentId) return;
  const flags = await companyFlags(ctx);
  if (!flags.enableCustomerHierarchy) throw badInput('parentCustomerId', 'customer.hierarchyDisabled');
  if (parentId === selfId) throw badInput('parentCustomerId', 'customer.parentIsSelf');
  const [parent] = await ctx.db.select().from(customers).where(eq(customers.id, parentId));
  if (!parent) throw badInput('parentCustomerId', 'customer.parentNotFound');
  if (parent.parentCustomerId) throw badInput('parentCustomerId', 'customer.parentIsChild');
  if (selfId) {
    const [child] = await ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.parentCustomerId, selfId))
      .limit(1);
    if (child) throw badInput('parentCustomerId', 'customer.hasChildren');
  }
}

/** Input to table columns; only what the patch names. */
export function customerValues(data: CustomerPatch): Partial<typeof customers.$inferInsert> {
  const values: Partial<typeof customers.$inferInsert> = {
    firstName: data.firstName,
    lastName: data.lastName,
    companyName: data.companyName,
    email: data.email,
    altEmail: data.altEmail,
    phoneNumber: data.phoneNumber,
    ean: data.ean,
    companyCvr: data.companyCVR,
    notes: data.notes,
    parentCustomerId: data.parentCustomerId,
    allowedToLogin: data.allowedToLogin ?? undefined,
    sendInvoiceToMe: data.sendInvoiceToMe ?? undefined,
    sendReportToMe: data.sendReportToMe ?? undefined,
    showPricesInReport: data.showPricesInReport ?? undefined,
    useChildCustomer: data.useChildCustomer ?? undefined,
    useCompany: data.useCompany ?? undefined,
    useInvoice: data.useInvoice ?? undefined,
  };
  if (data.address) {
    values.streetAddress = data.address.streetAddress;
    values.zipcode = data.address.zipcode;
    values.city = data.address.city;
    values.latitude = data.address.latitude;
    values.longitude = data.address.longitude;
  }
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

export async function createCustomer(
  ctx: Context,
  input: unknown,
  idempotencyKey: string | null | undefined,
): Promise<CustomerRow> {
  const viewer = ctx.viewer!;
  if (viewer.role !== 'administrator' && (await companyFlags(ctx)).disableCreateCustomer) throw forbidden();
  const data = parseInput(customerInputSchema, input, 'input');
  return idempotent(tenantScope(ctx), {
    operation: 'createCustomer',
    key: idempotencyKey,
    payload: input,
    load: (id) => findCustomer(ctx, id),
    create: async () => {
      await assertEmailFree(ctx, data.email);
      await checkParent(ctx, data.parentCustomerId);
      const [row] = await ctx.db
        .insert(customers)
        .values({ ...customerValues(data), companyId: viewer.companyId! })
        .returning();
      return row!;
    },
  });
}

export async function updateCustomer(ctx: Context, id: string, version: number, input: unknown): Promise<CustomerRow> {
  const current = await findCustomer(ctx, id);
  const data = parseInput(customerPatchSchema, input, 'input');
  const values = customerValues(data);
  const merged = {
    ...current,
    ...values,
    companyCVR: values.companyCvr !== undefined ? values.companyCvr : current.companyCvr,
  };
  if (!hasCustomerIdentity(merged)) throw badInput('input', 'customer.atLeastOneField');
  if (data.email !== undefined && data.email !== current.email) await assertEmailFree(ctx, data.email, id);
  if (data.parentCustomerId !== undefined && data.parentCustomerId !== current.parentCustomerId) {
    await checkParent(ctx, data.parentCustomerId, id);
  }
  const [row] = await ctx.db
    .update(customers)
    .set({ ...values, version: sql`${customers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(customers.id, id), eq(customers.version, version)))
    .returning();
  if (!row) throw conflict();
  // A customer login follows the customer's email.
  if (data.email && data.email !== current.email) {
    await ctx.db.update(users).set({ email: data.email }).where(eq(users.customerId, id));
  }
  return row;
}

/** Refused while visits (later: invoices) hang on the customer, or it has locations. */
export async function deleteCustomer(ctx: Context, id: string): Promise<boolean> {
  const current = await findCustomer(ctx, id);
  const [visit] = await ctx.db.select({ id: visits.id }).from(visits).where(eq(visits.customerId, id)).limit(1);
  if (visit) throw badInput('id', 'customer.hasVisits');
  const [child] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.parentCustomerId, id))
    .limit(1);
  if (child) throw badInput('id', 'customer.hasChildren');
  await ctx.db.delete(customers).where(eq(customers.id, id));
  await recordAudit(ctx.db, {
    action: 'customer.deleted',
    companyId: ctx.viewer!.companyId,
    actorUserId: ctx.viewer!.userId,
    actorEmail: ctx.viewer!.email,
    ip: ctx.req.ip,
    details: {
      customerId: id,
      name: [current.firstName, current.lastName, current.companyName].filter(Boolean).join(' '),
    },
  });
  return true;
}

export async function childrenOf(ctx: Context, id: string): Promise<CustomerRow[]> {
  return ctx.db
    .select()
    .from(customers)
    .where(eq(customers.parentCustomerId, id))
    .orderBy(asc(customers.sortName))
    .limit(500);
}

export async function customerHasLogin(ctx: Context, id: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.customerId, id)).limit(1);
  return Boolean(row);
}
