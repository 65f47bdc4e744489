import { tenantScope } from '../../graphql/context.ts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  applyTransition,
  customerDisplayName,
  isUuid,
  occurrences,
  plannedStatus,
  previewOccurrences,
  recurrenceRuleSchema,
  recurrenceStartProblem,
  visitFilterSchema,
  visitInputSchema,
  visitPatchSchema,
  visitTimeProblem,
  type EditScope,
  type RecurrenceRule,
  type VisitAcceptance,
  type VisitFilter,
  type VisitPatch,
  type VisitSort,
  type VisitTagValueInput,
  type VisitTransition,
} from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { queryRows, tableRowReader } from '../../db/sql.ts';
import {
  companies,
  customTags,
  customers,
  departments,
  users,
  visitEmployees,
  visitLinks,
  visitSeries,
  visitTagValues,
  visits,
  type DepartmentRow,
} from '../../db/tables/index.ts';
import type { Context, Viewer } from '../../graphql/context.ts';
import { badInput, conflict, notFound } from '../../core/errors.ts';
import { idempotent } from '../../core/idempotency.ts';
import { parseInput } from '../../core/validate.ts';
import { likeInfix, searchTerms, type Page } from '../../core/paging.ts';
import { assignableStaff } from '../employees/assignable-employees.service.ts';
import { dueVisitCondition, ownVisitCondition } from '../overview/visit-conditions.ts';

export type VisitRow = typeof visits.$inferSelect;
export type SeriesRow = typeof visitSeries.$inferSelect;

/** The visits table as `v`, the alias the shared conditions (due, own) are written against. */
const v = alias(visits, 'v');

export const maxVisitPageSize = 500;

// ---------------------------------------------------------------- reading

/** Who sees a visit: administrators all of the company's, employees and suppliers those they are on. */
const visible = (viewer: Viewer): SQL => ownVisitCondition(viewer);

export interface VisitListArgs {
  filter?: unknown;
  sort?: VisitSort | null;
  sortDirection?: 'asc' | 'desc' | null;
  offset?: number | null;
  limit?: number | null;
}

function searchCondition(search: string | null | undefined): SQL | undefined {
  const terms = searchTerms(search);
  if (terms.length === 0) return undefined;
  return and(
    ...terms.map((term) => {
      const pattern = likeInfix(term);
      return sql`(${v.searchText} like ${pattern} or ${v.customerId} in (select c.id from customers c where c.search_text like ${pattern}))`;
    }),
  );
}

/** The filter bar's conditions on `v` (dates on start); the view decides archived. */
export function filterConditions(
  viewer: Viewer,
  filter: VisitFilter,
  options: { dates: boolean } = { dates: true },
): SQL[] {
  const conditions: (SQL | undefined)[] = [visible(viewer)];
  switch (filter.view ?? 'all') {
    case 'all':
      conditions.push(sql`not ${v.archived}`);
      break;
    case 'due':
      conditions.push(dueVisitCondition(sql`now()`));
      break;
    case 'archived':
      conditions.push(sql`${v.archived}`);
      break;
    case 'hasMateriel':
      conditions.push(sql`not ${v.archived} and cardinality(${v.materielIds}) > 0`);
      break;
  }
  if (filter.statuses?.length) conditions.push(inArray(v.status, filter.statuses));
  if (filter.employeeIds?.length) {
    conditions.push(
      sql`exists (select 1 from visit_employees fe where fe.visit_id = ${v.id} and fe.user_id in ${filter.employeeIds})`,
    );
  }
  if (filter.departmentId) conditions.push(eq(v.departmentId, filter.departmentId));
  if (filter.customerId) conditions.push(eq(v.customerId, filter.customerId));
  if (options.dates && filter.from) conditions.push(sql`${v.start} >= ${filter.from.toISOString()}`);
  if (options.dates && filter.to) conditions.push(sql`${v.start} < ${filter.to.toISOString()}`);
  for (const tag of filter.tagValues ?? []) {
    conditions.push(
      sql`exists (select 1 from visit_tag_values tv where tv.visit_id = ${v.id} and tv.tag_id = ${tag.tagId} and tv.value = ${tag.value})`,
    );
  }
  conditions.push(searchCondition(filter.search));
  if (filter.hasCoordinates === true) conditions.push(sql`${v.latitude} is not null and ${v.longitude} is not null`);
  if (filter.hasCoordinates === false) conditions.push(sql`(${v.latitude} is null or ${v.longitude} is null)`);
  return conditions.filter((c): c is SQL => c !== undefined);
}

const sortColumns: Record<VisitSort, SQL> = {
  start: sql`${v.start}`,
  end: sql`${v.end}`,
  caseNumber: sql`${v.caseNumber}`,
  customer: sql`(select c.sort_name from customers c where c.id = ${v.customerId})`,
  status: sql`${v.status}`,
  createdAt: sql`${v.createdAt}`,
  totalPrice: sql`${v.totalPrice}`,
};

export const parseFilter = (filter: unknown): VisitFilter => parseInput(visitFilterSchema, filter ?? {}, 'filter');

/** A page's customer as the loaders hold it, built in SQL beside the page (alias `v`). */
const pageCustomerJson = sql`(select json_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name,
    'companyName', c.company_name, 'useCompany', c.use_company, 'email', c.email, 'phoneNumber', c.phone_number,
    'streetAddress', c.street_address, 'zipcode', c.zipcode, 'city', c.city, 'latitude', c.latitude, 'longitude', c.longitude)
  from customers c where c.id = ${v.customerId})`;
/**
 * A page visit's employees, ordered as the employees loader orders them. Each user is looked up by its key
 * (`limit 1` keeps the lateral from being flattened): a plain join hashes the company's whole staff once per
 * visit of the page, evaluating the row-level policy on every user, which tripled the due page's execution.
 */
const pageEmployeesJson = sql`(select json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
    'email', u.email, 'phoneNumber', u.phone_number) order by u.first_name, u.last_name)
  from visit_employees pe cross join lateral (select * from users u where u.id = pe.user_id limit 1) u
  where pe.visit_id = ${v.id})`;

/** A page visit's department as the departments loader holds it (looked up by key, beside the customer). */
const pageDepartmentJson = sql`(select json_build_object('id', d.id, 'companyId', d.company_id, 'createdAt', d.created_at,
    'name', d.name, 'color', d.color, 'version', d.version)
  from departments d where d.id = ${v.departmentId})`;

type PageCustomer = Parameters<typeof customerDisplayName>[0] & Omit<VisitCustomer, 'name'>;

const visitRow = tableRowReader(visits, 'v');

/**
 * The visits page as ONE statement: the page's rows with their customer, employees and department (json, for
 * the loaders) and the total count as an uncorrelated subquery (an index-only count on the view's index).
 * Rows are read with `tableRowReader`, not drizzle's select. The service and the bench's "SQL alone" run this.
 */
export async function visitPageQuery(db: Context['db'], viewer: Viewer, args: VisitListArgs) {
  const filter = parseFilter(args.filter);
  const limit = Math.min(Math.max(args.limit ?? 50, 1), maxVisitPageSize);
  const offset = Math.min(Math.max(args.offset ?? 0, 0), 1_000_000);
  const where = and(...filterConditions(viewer, filter));
  const direction = args.sortDirection ?? (filter.view === 'due' ? 'asc' : 'desc');
  const column = sortColumns[args.sort ?? 'start'];
  const order = direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = await queryRows<
    Record<string, unknown> & {
      totalCount: number;
      pageCustomer: PageCustomer | null;
      pageEmployees: Person[] | null;
      pageDepartment: (Omit<DepartmentRow, 'createdAt'> & { createdAt: string }) | null;
    }
  >(
    db,
    sql`select ${visitRow.columns}, (select count(*)::int from visits v where ${where}) as "totalCount",
        ${pageCustomerJson} as "pageCustomer", ${pageEmployeesJson} as "pageEmployees", ${pageDepartmentJson} as "pageDepartment"
      from visits v
      where ${where}
      order by ${column} ${order}, v.case_number ${direction === 'desc' ? sql`desc` : sql`asc`}
      limit ${limit} offset ${offset}`,
  );
  // json columns: node-postgres parses them, PGlite too; count(*)::int arrives as a number on both.
  return rows.map(({ totalCount, pageCustomer, pageEmployees, pageDepartment, ...visit }) => ({
    visit: visitRow.read(visit),
    totalCount: Number(totalCount),
    customer: pageCustomer,
    employees: pageEmployees,
    department: pageDepartment && { ...pageDepartment, createdAt: new Date(pageDepartment.createdAt) },
  }));
}

/** One page of the visits the viewer may see, filtered, sorted, paged and counted in SQL, in one statement. */
export async function listVisits(ctx: Context, args: VisitListArgs): Promise<Page<VisitRow>> {
  const offset = Math.min(Math.max(args.offset ?? 0, 0), 1_000_000);
  const rows = await visitPageQuery(ctx.db, ctx.viewer!, args);
  const loaders = visitLoaders(ctx);
  const items = rows.map((r) => {
    loaders.prime.employees(r.visit.id, r.employees ?? []);
    if (r.customer) loaders.prime.customer(r.customer.id, toVisitCustomer(r.customer));
    if (r.department) loaders.prime.department(r.department.id, r.department);
    return r.visit;
  });
  if (rows.length > 0) return { items, totalCount: rows[0]!.totalCount };
  // Past the last row (or nothing at all) the page has no row to carry the count: count alone.
  if (offset === 0) return { items, totalCount: 0 };
  const filter = parseFilter(args.filter);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(v)
    .where(and(...filterConditions(ctx.viewer!, filter)));
  return { items, totalCount: count!.n };
}

/** A visit the viewer may see, or NOT_FOUND (also for another company's). */
export async function findVisit(ctx: Context, id: string): Promise<VisitRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await ctx.db
    .select()
    .from(v)
    .where(and(eq(v.id, id), visible(ctx.viewer!)));
  if (!row) throw notFound();
  return row;
}

/** Prices are for the office: employees see them with showPricesForTechnician, suppliers never. */
export function visitPrice(ctx: Context, value: number | null): number | null {
  const viewer = ctx.viewer!;
  if (viewer.role === 'administrator') return value;
  if (viewer.role === 'employee' && viewer.permissions.showPricesForTechnician) return value;
  return null;
}

// ---------------------------------------------------------------- per-request batch loading

interface Batcher<K, V> {
  (key: K): Promise<V | undefined>;
  /** Puts a value fetched by another query into the cache (a key already asked for keeps its own). */
  prime: (key: K, value: V) => void;
}

function batcher<K, V>(fetch: (keys: K[]) => Promise<Map<K, V>>): Batcher<K, V> {
  const cache = new Map<K, Promise<V | undefined>>();
  let pending: { key: K; resolve: (value: V | undefined) => void; reject: (e: unknown) => void }[] = [];
  const dispatch = () => {
    const batch = pending;
    pending = [];
    fetch([...new Set(batch.map((p) => p.key))]).then(
      (found) => batch.forEach((p) => p.resolve(found.get(p.key))),
      (error) => batch.forEach((p) => p.reject(error)),
    );
  };
  const load = (key: K) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V | undefined>((resolve, reject) => {
      if (pending.length === 0) void Promise.resolve().then(() => process.nextTick(dispatch));
      pending.push({ key, resolve, reject });
    });
    cache.set(key, promise);
    return promise;
  };
  return Object.assign(load, {
    prime: (key: K, value: V) => {
      if (!cache.has(key)) cache.set(key, Promise.resolve(value));
    },
  });
}

const group = <T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

interface Person {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phoneNumber: string | null;
}

function makeLoaders(ctx: Context) {
  const personColumns = {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phoneNumber: users.phoneNumber,
  };
  const employees = batcher<string, Person[]>(async (ids) => {
    const rows = await ctx.db
      .select({ visitId: visitEmployees.visitId, ...personColumns })
      .from(visitEmployees)
      .innerJoin(users, eq(users.id, visitEmployees.userId))
      .where(inArray(visitEmployees.visitId, ids))
      .orderBy(asc(users.firstName), asc(users.lastName));
    return new Map([...group(rows, (r) => r.visitId)].map(([k, list]) => [k, list.map(({ visitId: _, ...p }) => p)]));
  });
  const person = batcher<string, Person>(async (ids) => {
    const rows = await ctx.db.select(personColumns).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  });
  const customer = batcher<string, ReturnType<typeof toVisitCustomer>>(async (ids) => {
    const rows = await ctx.db.select().from(customers).where(inArray(customers.id, ids));
    return new Map(rows.map((r) => [r.id, toVisitCustomer(r)]));
  });
  const department = batcher<string, DepartmentRow>(async (ids) => {
    const rows = await ctx.db.select().from(departments).where(inArray(departments.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  });
  const tagValues = batcher<string, { tagId: string; values: string[] }[]>(async (ids) => {
    const rows = await ctx.db
      .select()
      .from(visitTagValues)
      .where(inArray(visitTagValues.visitId, ids))
      .orderBy(asc(visitTagValues.tagId), asc(visitTagValues.value));
    return new Map(
      [...group(rows, (r) => r.visitId)].map(([visitId, list]) => [
        visitId,
        [...group(list, (r) => r.tagId)].map(([tagId, values]) => ({ tagId, values: values.map((x) => x.value) })),
      ]),
    );
  });
  const linked = batcher<string, VisitRow[]>(async (ids) => {
    const pairs = await ctx.db
      .select({ a: visitLinks.visitId, b: visitLinks.linkedVisitId })
      .from(visitLinks)
      .where(sql`${visitLinks.visitId} in ${ids} or ${visitLinks.linkedVisitId} in ${ids}`);
    const others = [...new Set(pairs.flatMap((p) => [p.a, p.b]))];
    const rows = others.length
      ? await ctx.db
          .select()
          .from(v)
          .where(and(inArray(v.id, others), visible(ctx.viewer!)))
          .orderBy(asc(v.start))
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const result = new Map<string, VisitRow[]>();
    for (const id of ids) {
      const linkedIds = pairs.flatMap((p) => (p.a === id ? [p.b] : p.b === id ? [p.a] : []));
      result.set(
        id,
        linkedIds.map((l) => byId.get(l)).filter((r): r is VisitRow => r !== undefined),
      );
    }
    return result;
  });
  const series = batcher<string, SeriesRow>(async (ids) => {
    const rows = await ctx.db.select().from(visitSeries).where(inArray(visitSeries.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  });
  const seriesNext = batcher<string, VisitRow>(async (ids) => {
    const rows = await ctx.db
      .selectDistinctOn([v.seriesId])
      .from(v)
      .where(and(inArray(v.seriesId, ids), visible(ctx.viewer!)))
      .orderBy(v.seriesId, desc(v.seriesIndex));
    return new Map(rows.map((r) => [r.seriesId!, r]));
  });
  return {
    prime: { employees: employees.prime, customer: customer.prime, department: department.prime },
    employees: async (visitId: string) => (await employees(visitId)) ?? [],
    person: async (userId: string) => (await person(userId)) ?? null,
    customer: async (customerId: string) => (await customer(customerId)) ?? null,
    department: async (departmentId: string) => (await department(departmentId)) ?? null,
    tagValues: async (visitId: string) => (await tagValues(visitId)) ?? [],
    linked: async (visitId: string) => (await linked(visitId)) ?? [],
    series: async (seriesId: string) => (await series(seriesId)) ?? null,
    seriesNext: async (seriesId: string) => {
      const next = await seriesNext(seriesId);
      const row = await series(seriesId);
      return next && row && row.endedAt === null ? next : null;
    },
    seriesUpcoming: async (s: SeriesRow, limit: number): Promise<Date[]> => {
      if (s.endedAt) return [];
      const next = await seriesNext(s.id);
      const afterIndex = next?.seriesIndex != null ? next.seriesIndex - s.consumed : -1;
      return occurrences(seriesRule(s), s.anchorStart, { afterIndex, limit: Math.min(Math.max(limit, 1), 50) }).map(
        (o) => o.start,
      );
    },
  };
}

const loaderCache = new WeakMap<Context, ReturnType<typeof makeLoaders>>();
export function visitLoaders(ctx: Context) {
  let loaders = loaderCache.get(ctx);
  if (!loaders) loaderCache.set(ctx, (loaders = makeLoaders(ctx)));
  return loaders;
}

interface VisitCustomer {
  id: string;
  name: string;
  phoneNumber: string | null;
  email: string | null;
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

function toVisitCustomer(c: Parameters<typeof customerDisplayName>[0] & Omit<VisitCustomer, 'name'>): VisitCustomer {
  return {
    id: c.id,
    name: customerDisplayName(c),
    phoneNumber: c.phoneNumber,
    email: c.email,
    streetAddress: c.streetAddress,
    zipcode: c.zipcode,
    city: c.city,
    latitude: c.latitude,
    longitude: c.longitude,
  };
}

/** The rule with COUNT reduced by the occurrences made before the anchor. */
export function seriesRule(s: Pick<SeriesRow, 'rule' | 'consumed'>): RecurrenceRule {
  return s.rule.count != null ? { ...s.rule, count: Math.max(s.rule.count - s.consumed, 0) } : s.rule;
}

export function recurrencePreview(
  _ctx: Context,
  ruleInput: unknown,
  start: Date,
  count: number | null | undefined,
): Date[] {
  const rule = parseInput(recurrenceRuleSchema, ruleInput, 'rule');
  const problem = recurrenceStartProblem(rule, start);
  if (problem) throw badInput(`rule.${problem.field}`, problem.reason);
  return previewOccurrences(rule, start, count ?? 10);
}

// ---------------------------------------------------------------- writing: helpers

async function companyFlags(ctx: Context) {
  const [row] = await ctx.db
    .select({
      enableReference: companies.enableReference,
      showAccord: companies.showAccord,
      enableRepeatingVisits: companies.enableRepeatingVisits,
      enableAcceptVisits: companies.enableAcceptVisits,
    })
    .from(companies)
    .where(eq(companies.id, ctx.viewer!.companyId!));
  if (!row) throw notFound();
  return row;
}

/** The next case number of the company: one counter row, locked by the update until the transaction ends. */
async function allocateCaseNumber(ctx: Context): Promise<number> {
  const companyId = ctx.viewer!.companyId!;
  const [row] = await queryRows<{ lastNumber: number }>(
    ctx.db,
    sql`
    insert into visit_case_counters (company_id, last_number)
    values (${companyId}, (select coalesce(max(case_number), 1000) + 1 from visits where company_id = ${companyId}))
    on conflict (company_id) do update set last_number = greatest(visit_case_counters.last_number + 1, excluded.last_number)
    returning last_number as "lastNumber"`,
  );
  return row!.lastNumber;
}

/** Checks the records an input names; every refusal names its field. */
async function checkReferences(
  ctx: Context,
  data: VisitPatch,
  flags: Awaited<ReturnType<typeof companyFlags>>,
): Promise<void> {
  if (data.customerId) {
    const [c] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.id, data.customerId));
    if (!c) throw badInput('input.customerId', 'visit.customerNotFound');
  }
  if (data.departmentId) {
    const [d] = await ctx.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, data.departmentId));
    if (!d) throw badInput('input.departmentId', 'visit.departmentNotFound');
  }
  if (data.employeeIds?.length) {
    const found = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, data.employeeIds), assignableStaff(ctx.viewer!.companyId!)));
    const ids = new Set(found.map((f) => f.id));
    const missing = data.employeeIds.findIndex((id) => !ids.has(id));
    if (missing >= 0) throw badInput(`input.employeeIds.${missing}`, 'visit.employeeNotFound');
  }
  if (data.tagValues?.length) {
    const tags = await ctx.db
      .select()
      .from(customTags)
      .where(
        and(
          inArray(
            customTags.id,
            data.tagValues.map((t) => t.tagId),
          ),
          eq(customTags.type, 'visit'),
        ),
      );
    const byId = new Map(tags.map((t) => [t.id, t]));
    data.tagValues.forEach((value, i) => {
      const tag = byId.get(value.tagId);
      if (!tag) throw badInput(`input.tagValues.${i}.tagId`, 'visit.tagNotFound');
      const distinct = new Set(value.values);
      const ok =
        distinct.size === value.values.length &&
        (tag.mode === 'multiselect'
          ? value.values.every((x) => tag.options.includes(x))
          : tag.mode === 'select'
            ? value.values.length <= 1 && value.values.every((x) => tag.options.includes(x))
            : tag.mode === 'checkbox'
              ? value.values.length <= 1 && value.values.every((x) => x === 'true')
              : value.values.length <= 1);
      if (!ok) throw badInput(`input.tagValues.${i}.values`, 'visit.tagValueInvalid');
    });
  }
  if (data.reference && !flags.enableReference) throw badInput('input.reference', 'visit.referenceDisabled');
  if (data.accordMinutes != null && !flags.showAccord) throw badInput('input.accordMinutes', 'visit.accordDisabled');
  if (data.recurrence && !flags.enableRepeatingVisits) throw badInput('input.recurrence', 'visit.repeatingDisabled');
}

type VisitValues = Partial<typeof visits.$inferInsert>;

/** Input to columns; only what the patch names. The address follows useCustomerAddress. */
async function visitValues(
  ctx: Context,
  data: VisitPatch,
  current: Pick<VisitRow, 'customerId' | 'useCustomerAddress'> | null,
): Promise<VisitValues> {
  const values: VisitValues = {
    customerId: data.customerId,
    departmentId: data.departmentId,
    start: data.start,
    end: data.end,
    description: data.description,
    reference: data.reference,
    price: data.price,
    totalPrice: data.totalPrice,
    accordMinutes: data.accordMinutes,
    useCustomerAddress: data.useCustomerAddress ?? undefined,
    sendBookingMail: data.sendBookingMail ?? undefined,
    showTimeRegs: data.showTimeRegs ?? undefined,
    materielIds: data.materielIds === undefined ? undefined : (data.materielIds ?? []),
  };
  const useCustomerAddress = data.useCustomerAddress ?? current?.useCustomerAddress ?? true;
  const customerId = data.customerId !== undefined ? data.customerId : (current?.customerId ?? null);
  const addressAffected =
    data.useCustomerAddress !== undefined || data.customerId !== undefined || data.address !== undefined || !current;
  if (useCustomerAddress && addressAffected) {
    const [c] = customerId ? await ctx.db.select().from(customers).where(eq(customers.id, customerId)) : [];
    Object.assign(values, {
      streetAddress: c?.streetAddress ?? null,
      zipcode: c?.zipcode ?? null,
      city: c?.city ?? null,
      latitude: c?.latitude ?? null,
      longitude: c?.longitude ?? null,
    });
  } else if (!useCustomerAddress && data.address !== undefined) {
    const a = data.address;
    Object.assign(values, {
      streetAddress: a?.streetAddress ?? null,
      zipcode: a?.zipcode ?? null,
      city: a?.city ?? null,
      latitude: a?.latitude ?? null,
      longitude: a?.longitude ?? null,
    });
  }
  return Object.fromEntries(Object.entries(values).filter(([, x]) => x !== undefined));
}

async function replaceEmployees(ctx: Context, visitId: string, employeeIds: readonly string[]): Promise<void> {
  await ctx.db.delete(visitEmployees).where(eq(visitEmployees.visitId, visitId));
  if (employeeIds.length) {
    await ctx.db
      .insert(visitEmployees)
      .values([...new Set(employeeIds)].map((userId) => ({ companyId: ctx.viewer!.companyId!, visitId, userId })));
  }
}

async function writeTagValues(ctx: Context, visitId: string, tagValues: readonly VisitTagValueInput[]): Promise<void> {
  if (!tagValues.length) return;
  await ctx.db.delete(visitTagValues).where(
    and(
      eq(visitTagValues.visitId, visitId),
      inArray(
        visitTagValues.tagId,
        tagValues.map((t) => t.tagId),
      ),
    ),
  );
  const rows = tagValues.flatMap((t) =>
    [...new Set(t.values)].map((value) => ({ companyId: ctx.viewer!.companyId!, visitId, tagId: t.tagId, value })),
  );
  if (rows.length) await ctx.db.insert(visitTagValues).values(rows);
}

async function employeeIdsOf(ctx: Context, visitId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: visitEmployees.userId })
    .from(visitEmployees)
    .where(eq(visitEmployees.visitId, visitId));
  return rows.map((r) => r.id);
}

async function tagValuesOf(ctx: Context, visitId: string): Promise<VisitTagValueInput[]> {
  const rows = await ctx.db.select().from(visitTagValues).where(eq(visitTagValues.visitId, visitId));
  return [...group(rows, (r) => r.tagId)].map(([tagId, list]) => ({ tagId, values: list.map((r) => r.value) }));
}

const refuseTime = (problem: { field: string; reason: string } | null) => {
  if (problem) throw badInput(`input.${problem.field}`, problem.reason);
};

/** Saves with the version the client read; a stale one is CONFLICT and nothing changes. */
async function saveVisit(ctx: Context, id: string, version: number, values: VisitValues): Promise<VisitRow> {
  const [row] = await ctx.db
    .update(visits)
    .set({ ...values, version: sql`${visits.version} + 1`, updatedAt: new Date() })
    .where(and(eq(visits.id, id), eq(visits.version, version)))
    .returning();
  if (!row) throw conflict();
  return row;
}

// ---------------------------------------------------------------- create / update / delete

export async function createVisit(
  ctx: Context,
  input: unknown,
  idempotencyKey: string | null | undefined,
): Promise<VisitRow> {
  const viewer = ctx.viewer!;
  const data = parseInput(visitInputSchema, input, 'input');
  return idempotent(tenantScope(ctx), {
    operation: 'createVisit',
    key: idempotencyKey,
    payload: input,
    load: (id) => findVisit(ctx, id),
    create: async () => {
      const flags = await companyFlags(ctx);
      await checkReferences(ctx, data, flags);
      if (data.recurrence && data.start) {
        const problem = recurrenceStartProblem(data.recurrence, data.start);
        if (problem) throw badInput(`input.recurrence.${problem.field}`, problem.reason);
      }
      const named = [...new Set(data.employeeIds ?? [])];
      // An employee sees only the visits they are on: one who creates a visit without naming anyone is on it.
      const employeeIds = named.length === 0 && viewer.role !== 'administrator' ? [viewer.userId!] : named;
      const values = await visitValues(ctx, data, null);
      const status = plannedStatus('not_scheduled', {
        customerId: data.customerId ?? null,
        employeeCount: employeeIds.length,
        start: data.start ?? null,
        end: data.end ?? null,
      });
      const [row] = await ctx.db
        .insert(visits)
        .values({
          ...values,
          companyId: viewer.companyId!,
          caseNumber: await allocateCaseNumber(ctx),
          createdById: viewer.userId,
          status,
        })
        .returning();
      await replaceEmployees(ctx, row!.id, employeeIds);
      await writeTagValues(ctx, row!.id, data.tagValues ?? []);
      if (data.recurrence) return startSeries(ctx, row!, data.recurrence, employeeIds, data.tagValues ?? []);
      return row!;
    },
  });
}

/** Makes `visit` the first (real) occurrence of a new series with `rule`. */
async function startSeries(
  ctx: Context,
  visit: VisitRow,
  rule: RecurrenceRule,
  employeeIds: string[],
  tagValues: VisitTagValueInput[],
): Promise<VisitRow> {
  const [series] = await ctx.db
    .insert(visitSeries)
    .values({
      ...seriesTemplate(visit, employeeIds, tagValues),
      companyId: visit.companyId,
      rule,
      anchorStart: visit.start!,
      consumed: visit.seriesIndex ?? 0,
      createdById: ctx.viewer!.userId,
    })
    .returning();
  const [row] = await ctx.db
    .update(visits)
    .set({ seriesId: series!.id, seriesIndex: visit.seriesIndex ?? 0, occurrenceStart: visit.start })
    .where(eq(visits.id, visit.id))
    .returning();
  return row!;
}

function seriesTemplate(visit: VisitRow, employeeIds: string[], tagValues: VisitTagValueInput[]) {
  return {
    durationMinutes: Math.max(Math.round((visit.end!.getTime() - visit.start!.getTime()) / 60_000), 1),
    customerId: visit.customerId,
    departmentId: visit.departmentId,
    employeeIds,
    description: visit.description,
    reference: visit.reference,
    useCustomerAddress: visit.useCustomerAddress,
    streetAddress: visit.streetAddress,
    zipcode: visit.zipcode,
    city: visit.city,
    latitude: visit.latitude,
    longitude: visit.longitude,
    price: visit.price,
    totalPrice: visit.totalPrice,
    sendBookingMail: visit.sendBookingMail,
    showTimeRegs: visit.showTimeRegs,
    accordMinutes: visit.accordMinutes,
    tagValues,
    materielIds: visit.materielIds,
  };
}

export async function updateVisit(
  ctx: Context,
  id: string,
  version: number,
  input: unknown,
  scope: EditScope,
): Promise<VisitRow> {
  const current = await findVisit(ctx, id);
  const data = parseInput(visitPatchSchema, input, 'input');
  if (scope === 'SERIES' && !current.seriesId) throw badInput('scope', 'visit.notInSeries');
  if (data.recurrence !== undefined && current.seriesId && scope !== 'SERIES')
    throw badInput('input.recurrence', 'visit.recurrenceNeedsSeriesScope');
  const flags = await companyFlags(ctx);
  await checkReferences(ctx, data, flags);
  const merged = {
    start: data.start !== undefined ? data.start : current.start,
    end: data.end !== undefined ? data.end : current.end,
    materielIds: data.materielIds !== undefined ? (data.materielIds ?? []) : current.materielIds,
  };
  refuseTime(visitTimeProblem(merged));
  const employeeIds =
    data.employeeIds !== undefined ? [...new Set(data.employeeIds ?? [])] : await employeeIdsOf(ctx, id);
  const values = await visitValues(ctx, data, current);
  values.status = plannedStatus(current.status, {
    customerId: data.customerId !== undefined ? data.customerId : current.customerId,
    employeeCount: employeeIds.length,
    start: merged.start,
    end: merged.end,
  });
  let row = await saveVisit(ctx, id, version, values);
  if (data.employeeIds !== undefined) await replaceEmployees(ctx, id, employeeIds);
  await writeTagValues(ctx, id, data.tagValues ?? []);

  if (data.recurrence && !current.seriesId) {
    if (!row.start) throw badInput('input.recurrence', 'recurrence.needsStart');
    const problem = recurrenceStartProblem(data.recurrence, row.start);
    if (problem) throw badInput(`input.recurrence.${problem.field}`, problem.reason);
    return startSeries(ctx, row, data.recurrence, employeeIds, await tagValuesOf(ctx, id));
  }
  if (scope === 'SERIES' && current.seriesId) row = await updateSeries(ctx, current, row, data, employeeIds);
  return row;
}

/** SERIES scope: the template takes the same change; a new time or rule re-anchors the rule at this visit. */
async function updateSeries(
  ctx: Context,
  before: VisitRow,
  after: VisitRow,
  data: VisitPatch,
  employeeIds: string[],
): Promise<VisitRow> {
  const [series] = await ctx.db.select().from(visitSeries).where(eq(visitSeries.id, before.seriesId!));
  if (!series) return after;
  if (data.recurrence === null) {
    await ctx.db
      .update(visitSeries)
      .set({ endedAt: new Date(), version: sql`${visitSeries.version} + 1`, updatedAt: new Date() })
      .where(eq(visitSeries.id, series.id));
    return after;
  }
  if (!after.start || !after.end) throw badInput('input.start', 'recurrence.needsStart');
  const timeChanged =
    after.start.getTime() !== before.start?.getTime() || after.end.getTime() !== before.end?.getTime();
  const rule = data.recurrence ?? series.rule;
  const reanchor = timeChanged || data.recurrence !== undefined;
  if (data.recurrence) {
    const problem = recurrenceStartProblem(data.recurrence, after.start);
    if (problem) throw badInput(`input.recurrence.${problem.field}`, problem.reason);
  }
  const template = seriesTemplate(after, employeeIds, await tagValuesOf(ctx, after.id));
  await ctx.db
    .update(visitSeries)
    .set({
      ...template,
      rule,
      ...(reanchor ? { anchorStart: after.start, consumed: after.seriesIndex ?? 0 } : {}),
      version: sql`${visitSeries.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(visitSeries.id, series.id));
  if (!reanchor) return after;
  const [row] = await ctx.db
    .update(visits)
    .set({ occurrenceStart: after.start })
    .where(eq(visits.id, after.id))
    .returning();
  return row!;
}

/**
 * The next occurrence of the series after `visit` becomes a real visit (finishing, or skipping by deleting
 * with THIS). Nothing when a later one exists already; the series ends after its last occurrence.
 */
async function createNextOfSeries(ctx: Context, visit: VisitRow): Promise<void> {
  if (!visit.seriesId) return;
  const [series] = await ctx.db.select().from(visitSeries).where(eq(visitSeries.id, visit.seriesId));
  if (!series || series.endedAt) return;
  const [later] = await ctx.db
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.seriesId, series.id), sql`${visits.seriesIndex} > ${visit.seriesIndex ?? 0}`))
    .limit(1);
  if (later) return;
  const [next] = occurrences(seriesRule(series), series.anchorStart, {
    afterIndex: (visit.seriesIndex ?? 0) - series.consumed,
    limit: 1,
  });
  if (!next) {
    await ctx.db
      .update(visitSeries)
      .set({ endedAt: new Date(), updatedAt: new Date() })
      .where(eq(visitSeries.id, series.id));
    return;
  }
  const staff = series.employeeIds.length
    ? await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, series.employeeIds), eq(users.active, true)))
    : [];
  const employeeIds = series.employeeIds.filter((id) => staff.some((s) => s.id === id));
  const start = next.start;
  const end = new Date(start.getTime() + series.durationMinutes * 60_000);
  let address = {
    streetAddress: series.streetAddress,
    zipcode: series.zipcode,
    city: series.city,
    latitude: series.latitude,
    longitude: series.longitude,
  };
  if (series.useCustomerAddress && series.customerId) {
    const [c] = await ctx.db.select().from(customers).where(eq(customers.id, series.customerId));
    if (c)
      address = {
        streetAddress: c.streetAddress,
        zipcode: c.zipcode,
        city: c.city,
        latitude: c.latitude,
        longitude: c.longitude,
      };
  }
  const [row] = await ctx.db
    .insert(visits)
    .values({
      companyId: series.companyId,
      caseNumber: await allocateCaseNumber(ctx),
      createdById: series.createdById,
      customerId: series.customerId,
      departmentId: series.departmentId,
      start,
      end,
      status: plannedStatus('not_scheduled', {
        customerId: series.customerId,
        employeeCount: employeeIds.length,
        start,
        end,
      }),
      description: series.description,
      reference: series.reference,
      useCustomerAddress: series.useCustomerAddress,
      ...address,
      price: series.price,
      totalPrice: series.totalPrice,
      sendBookingMail: series.sendBookingMail,
      showTimeRegs: series.showTimeRegs,
      accordMinutes: series.accordMinutes,
      materielIds: series.materielIds,
      seriesId: series.id,
      seriesIndex: series.consumed + next.index,
      occurrenceStart: start,
    })
    .returning();
  await replaceEmployees(ctx, row!.id, employeeIds);
  const tags = await ctx.db.select({ id: customTags.id }).from(customTags).where(eq(customTags.type, 'visit'));
  await writeTagValues(
    ctx,
    row!.id,
    series.tagValues.filter((t) => tags.some((x) => x.id === t.tagId)),
  );
}

export async function deleteVisit(ctx: Context, id: string, scope: EditScope): Promise<boolean> {
  const current = await findVisit(ctx, id);
  if (current.invoicedAt) throw badInput('id', 'visit.invoiced');
  const [link] = await ctx.db
    .select({ id: visitLinks.visitId })
    .from(visitLinks)
    .where(sql`${visitLinks.visitId} = ${id} or ${visitLinks.linkedVisitId} = ${id}`)
    .limit(1);
  if (link) throw badInput('id', 'visit.hasLinks');
  if (current.seriesId) {
    if (scope === 'SERIES') {
      await ctx.db
        .update(visitSeries)
        .set({ endedAt: new Date(), updatedAt: new Date() })
        .where(eq(visitSeries.id, current.seriesId));
    } else {
      await createNextOfSeries(ctx, current);
    }
  }
  await ctx.db.delete(visits).where(eq(visits.id, id));
  await recordAudit(ctx.db, {
    action: 'visit.deleted',
    companyId: ctx.viewer!.companyId,
    actorUserId: ctx.viewer!.userId,
    actorEmail: ctx.viewer!.email,
    ip: ctx.req.ip,
    details: { visitId: id, caseNumber: current.caseNumber, scope },
  });
  return true;
}

export async function moveVisit(ctx: Context, id: string, version: number, start: Date, end: Date): Promise<VisitRow> {
  const current = await findVisit(ctx, id);
  if (current.archived) throw badInput('id', 'visit.archived');
  const problem = visitTimeProblem({ start, end, materielIds: current.materielIds });
  if (problem) throw badInput(problem.field, problem.reason);
  const employeeCount = (await employeeIdsOf(ctx, id)).length;
  const status = plannedStatus(current.status, { customerId: current.customerId, employeeCount, start, end });
  return saveVisit(ctx, id, version, { start, end, status });
}

// ---------------------------------------------------------------- status

async function transition(ctx: Context, id: string, version: number, change: VisitTransition): Promise<VisitRow> {
  const current = await findVisit(ctx, id);
  const result = applyTransition(current, change);
  if (!result.ok) throw badInput('id', result.reason);
  return saveVisit(ctx, id, version, { status: result.status, archived: result.archived });
}

export const startVisit = (ctx: Context, id: string, version: number) =>
  transition(ctx, id, version, { kind: 'start' });

export async function finishVisit(
  ctx: Context,
  id: string,
  version: number,
  reportCompleted: boolean,
): Promise<VisitRow> {
  const row = await transition(ctx, id, version, { kind: 'finish', reportCompleted });
  await createNextOfSeries(ctx, row);
  return row;
}

export const setReportCompleted = (ctx: Context, id: string, version: number, completed: boolean) =>
  transition(ctx, id, version, { kind: 'setReportCompleted', completed });

const maxBulk = 500;

async function bulk(ctx: Context, ids: readonly string[], change: VisitTransition): Promise<VisitRow[]> {
  if (ids.length > maxBulk) throw badInput('ids', 'tooMany');
  const unique = [...new Set(ids)];
  if (unique.some((id) => !isUuid(id))) throw notFound();
  const rows = unique.length
    ? await ctx.db
        .select()
        .from(v)
        .where(and(inArray(v.id, unique), visible(ctx.viewer!)))
    : [];
  if (rows.length !== unique.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  unique.forEach((id) => {
    const result = applyTransition(byId.get(id)!, change);
    if (!result.ok) throw badInput(`ids.${ids.indexOf(id)}`, result.reason);
  });
  const archived = change.kind === 'archive';
  const changed = unique.filter((id) => byId.get(id)!.archived !== archived);
  if (changed.length) {
    await ctx.db
      .update(visits)
      .set({ archived, version: sql`${visits.version} + 1`, updatedAt: new Date() })
      .where(inArray(visits.id, changed));
  }
  return ctx.db.select().from(v).where(inArray(v.id, unique)).orderBy(asc(v.caseNumber));
}

export const archiveVisits = (ctx: Context, ids: readonly string[]) => bulk(ctx, ids, { kind: 'archive' });
export const unarchiveVisits = (ctx: Context, ids: readonly string[]) => bulk(ctx, ids, { kind: 'unarchive' });

export async function setVisitAcceptance(
  ctx: Context,
  id: string,
  version: number,
  acceptance: VisitAcceptance,
): Promise<VisitRow> {
  await findVisit(ctx, id);
  if (!(await companyFlags(ctx)).enableAcceptVisits) throw badInput('acceptance', 'visit.acceptanceDisabled');
  return saveVisit(ctx, id, version, { acceptance });
}

// ---------------------------------------------------------------- links

async function linkTargets(ctx: Context, id: string, linkedIds: readonly string[]): Promise<string[]> {
  await findVisit(ctx, id);
  if (linkedIds.length > 50) throw badInput('linkedIds', 'tooMany');
  const unique = [...new Set(linkedIds)];
  unique.forEach((other) => {
    if (other === id) throw badInput(`linkedIds.${linkedIds.indexOf(other)}`, 'visit.linkSelf');
  });
  if (unique.some((other) => !isUuid(other))) throw notFound();
  const found = unique.length
    ? await ctx.db
        .select({ id: v.id })
        .from(v)
        .where(and(inArray(v.id, unique), visible(ctx.viewer!)))
    : [];
  if (found.length !== unique.length) throw notFound();
  return unique;
}

const pair = (a: string, b: string) => (a < b ? { visitId: a, linkedVisitId: b } : { visitId: b, linkedVisitId: a });

export async function linkVisits(ctx: Context, id: string, linkedIds: readonly string[]): Promise<VisitRow> {
  const others = await linkTargets(ctx, id, linkedIds);
  if (others.length) {
    await ctx.db
      .insert(visitLinks)
      .values(others.map((other) => ({ companyId: ctx.viewer!.companyId!, ...pair(id, other) })))
      .onConflictDoNothing();
  }
  return findVisit(ctx, id);
}

export async function unlinkVisits(ctx: Context, id: string, linkedIds: readonly string[]): Promise<VisitRow> {
  const others = await linkTargets(ctx, id, linkedIds);
  for (const other of others) {
    const p = pair(id, other);
    await ctx.db
      .delete(visitLinks)
      .where(and(eq(visitLinks.visitId, p.visitId), eq(visitLinks.linkedVisitId, p.linkedVisitId)));
  }
  return findVisit(ctx, id);
}
