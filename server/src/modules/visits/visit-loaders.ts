import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { occurrences, type VisitTagValueInput } from '@servio/domain';
import type { Db } from '../../db/client.ts';
import {
  customTags,
  customers,
  departments,
  users,
  visitEmployees,
  visitLinks,
  visitSeries,
  visitTagValues,
  type DepartmentRow,
} from '../../db/tables/index.ts';
import type { Page } from '../../core/paging.ts';
import type { TenantScope } from '../../core/scope.ts';
import { oneAtATime } from '../../core/one-at-a-time.ts';
import { seriesRule } from './series/series-rule.ts';
import { customerVisitPages, type VisitPageRow } from './visit-page.ts';
import {
  toVisitCustomer,
  v,
  visitColumns,
  type SeriesRow,
  type VisitCustomer,
  type VisitPerson,
  type VisitRow,
} from './visit-rows.ts';
import { visibleVisits } from './visibility.ts';
import { sameCompany } from '../../db/sql.ts';

const group = <T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/** A dataloader whose batch answers a map: keys it does not hold get `missing`. */
function mapLoader<K, V>(fetch: (keys: K[]) => Promise<Map<K, V>>, missing: V) {
  return new DataLoader<K, V, unknown>(async (keys) => {
    const found = await fetch([...keys]);
    return keys.map((key) => (found.has(key) ? found.get(key)! : missing));
  });
}

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
};

export interface CustomerVisitsKey {
  customerId: string;
  offset: number;
  limit: number;
  /** The visits list's search; empty for every visit. */
  search: string;
}

/** The page a key asks for, whoever's it is: the customers asking for the same page share one statement. */
const pageKey = (k: CustomerVisitsKey) => JSON.stringify([k.offset, k.limit, k.search]);

function makeLoaders({ db, actor }: TenantScope) {
  // The batches share the transaction's one connection: one after another (core/one-at-a-time.ts).
  const inTurn = oneAtATime();
  const loader = <K, V>(fetch: (keys: K[]) => Promise<Map<K, V>>, missing: V) =>
    mapLoader<K, V>((keys) => inTurn(() => fetch(keys)), missing);
  const employees = loader<string, VisitPerson[]>(async (ids) => {
    const rows = await db
      .select({ visitId: visitEmployees.visitId, ...personColumns })
      .from(visitEmployees)
      .innerJoin(users, eq(users.id, visitEmployees.userId))
      .where(inArray(visitEmployees.visitId, ids))
      .orderBy(asc(users.firstName), asc(users.lastName));
    return new Map([...group(rows, (r) => r.visitId)].map(([k, list]) => [k, list.map(({ visitId: _, ...p }) => p)]));
  }, []);
  const person = loader<string, VisitPerson | null>(async (ids) => {
    const rows = await db.select(personColumns).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }, null);
  const customer = loader<string, VisitCustomer | null>(async (ids) => {
    const rows = await db.select().from(customers).where(inArray(customers.id, ids));
    return new Map(rows.map((r) => [r.id, toVisitCustomer(r)]));
  }, null);
  const department = loader<string, DepartmentRow | null>(async (ids) => {
    const rows = await db.select().from(departments).where(inArray(departments.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }, null);
  // A customer's login sees only the tags the company shows customers; staff see every visit tag.
  const tagValues = loader<string, VisitTagValueInput[]>(async (ids) => {
    const rows = await db
      .select({ visitId: visitTagValues.visitId, tagId: visitTagValues.tagId, value: visitTagValues.value })
      .from(visitTagValues)
      .innerJoin(customTags, sameCompany(customTags, visitTagValues, eq(customTags.id, visitTagValues.tagId)))
      .where(
        and(
          inArray(visitTagValues.visitId, ids),
          actor.role === 'customer' ? eq(customTags.showForCustomer, true) : undefined,
        ),
      )
      .orderBy(asc(visitTagValues.tagId), asc(visitTagValues.value));
    return new Map(
      [...group(rows, (r) => r.visitId)].map(([visitId, list]) => [
        visitId,
        [...group(list, (r) => r.tagId)].map(([tagId, values]) => ({ tagId, values: values.map((x) => x.value) })),
      ]),
    );
  }, []);
  const linked = loader<string, VisitRow[]>(async (ids) => {
    const pairs = await db
      .select({ a: visitLinks.visitId, b: visitLinks.linkedVisitId })
      .from(visitLinks)
      .where(sql`${visitLinks.visitId} in ${ids} or ${visitLinks.linkedVisitId} in ${ids}`);
    const others = [...new Set(pairs.flatMap((p) => [p.a, p.b]))];
    const rows = others.length
      ? await db
          .select(visitColumns)
          .from(v)
          .where(and(inArray(v.id, others), visibleVisits(actor)))
          .orderBy(asc(v.start))
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return new Map(
      ids.map((id) => [
        id,
        pairs
          .flatMap((p) => (p.a === id ? [p.b] : p.b === id ? [p.a] : []))
          .map((l) => byId.get(l))
          .filter((r) => r !== undefined),
      ]),
    );
  }, []);
  const series = loader<string, SeriesRow | null>(async (ids) => {
    const rows = await db.select().from(visitSeries).where(inArray(visitSeries.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }, null);
  const seriesNext = loader<string, VisitRow | null>(async (ids) => {
    const rows = await db
      .selectDistinctOn([v.seriesId], visitColumns)
      .from(v)
      .where(and(inArray(v.seriesId, ids), visibleVisits(actor)))
      .orderBy(v.seriesId, desc(v.seriesIndex));
    return new Map(rows.map((r) => [r.seriesId!, r]));
  }, null);
  /** Customers' visit pages: the customers of one page of customers in one statement (per distinct page bounds). */
  const customerVisits = new DataLoader<CustomerVisitsKey, Page<VisitRow>, string>(
    async (keys) =>
      inTurn(async () => {
        const found = new Map<string, Page<VisitRow>>();
        for (const [bounds, list] of group([...keys], pageKey)) {
          const { offset, limit, search } = list[0]!;
          const pages = await customerVisitPages(
            db,
            actor,
            list.map((k) => k.customerId),
            { offset, limit, search },
          );
          for (const [customerId, page] of pages) {
            found.set(`${customerId}:${bounds}`, { items: page.rows.map(prime), totalCount: page.totalCount });
          }
        }
        return keys.map((k) => found.get(`${k.customerId}:${pageKey(k)}`)!);
      }),
    { cacheKeyFn: (k) => `${k.customerId}:${pageKey(k)}` },
  );

  /** A page row's nested records go into the loaders, so the page's fields need no further statement. */
  function prime(row: VisitPageRow): VisitRow {
    employees.prime(row.visit.id, row.employees);
    if (row.customer) customer.prime(row.customer.id, toVisitCustomer(row.customer));
    if (row.department) department.prime(row.department.id, row.department);
    return row.visit;
  }

  return {
    prime,
    employees: (visitId: string) => employees.load(visitId),
    person: (userId: string) => person.load(userId),
    customer: (customerId: string) => customer.load(customerId),
    department: (departmentId: string) => department.load(departmentId),
    tagValues: (visitId: string) => tagValues.load(visitId),
    linked: (visitId: string) => linked.load(visitId),
    series: (seriesId: string) => series.load(seriesId),
    customerVisits: (key: CustomerVisitsKey) => customerVisits.load(key),
    seriesNext: async (seriesId: string) => {
      const [next, row] = await Promise.all([seriesNext.load(seriesId), series.load(seriesId)]);
      return next && row && row.endedAt === null ? next : null;
    },
    seriesUpcoming: async (s: SeriesRow, limit: number): Promise<Date[]> => {
      if (s.endedAt) return [];
      const next = await seriesNext.load(s.id);
      const afterIndex = next?.seriesIndex != null ? next.seriesIndex - s.consumed : -1;
      return occurrences(seriesRule(s), s.anchorStart, { afterIndex, limit: Math.min(Math.max(limit, 1), 50) }).map(
        (o) => o.start,
      );
    },
  };
}

export type VisitLoaders = ReturnType<typeof makeLoaders>;

/**
 * The visit loaders of a request: kept per tenant transaction (`scope.db`, one per request), so every field of one
 * request shares one batch and cache, and nothing outlives the request.
 */
const loaderCache = new WeakMap<Db, VisitLoaders>();
export function visitLoaders(scope: TenantScope): VisitLoaders {
  let loaders = loaderCache.get(scope.db);
  if (!loaders) loaderCache.set(scope.db, (loaders = makeLoaders(scope)));
  return loaders;
}
