import { and, sql, type SQL } from 'drizzle-orm';
import { visitListInputSchema, type VisitListInput } from '@servio/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import type { DepartmentRow } from '../../db/tables/index.ts';
import type { Actor } from '../../core/scope.ts';
import { cappedCountSql, maxOffset, pageTotalColumnSql } from '../../core/paging.ts';
import { parseInput } from '../../core/validate.ts';
import { filterConditions, searchCondition, sortColumns } from './visit-filter.ts';
import { v, visitRowReader, type CustomerColumns, type VisitPerson, type VisitRow } from './visit-rows.ts';
import { visibleVisits } from './visibility.ts';

/** The most rows a visits page serves (the map asks for this many). */
export const maxVisitPageSize = 500;

/** A page's customer as the loaders hold it, built in SQL beside the page (alias `v`). */
const pageCustomerJson = sql`(select json_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name,
    'companyName', c.company_name, 'useCompany', c.use_company, 'email', c.email, 'phoneNumber', c.phone_number,
    'streetAddress', c.street_address, 'zipcode', c.zipcode, 'city', c.city, 'latitude', c.latitude, 'longitude', c.longitude)
  from customers c where c.company_id = ${v.companyId} and c.id = ${v.customerId})`;
/**
 * A page visit's employees, ordered as the employees loader orders them. Each user is looked up by its key
 * (`limit 1` keeps the lateral from being flattened): a plain join hashes the company's whole staff once per
 * visit of the page, evaluating the row-level policy on every user, which tripled the due page's execution.
 */
const pageEmployeesJson = sql`(select json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
    'email', u.email, 'phoneNumber', u.phone_number) order by u.first_name, u.last_name)
  from visit_employees pe cross join lateral (select * from users u where u.id = pe.user_id limit 1) u
  where pe.company_id = ${v.companyId} and pe.visit_id = ${v.id})`;
/** A page visit's department as the departments loader holds it (looked up by key, beside the customer). */
const pageDepartmentJson = sql`(select json_build_object('id', d.id, 'companyId', d.company_id, 'createdAt', d.created_at,
    'name', d.name, 'color', d.color, 'version', d.version)
  from departments d where d.company_id = ${v.companyId} and d.id = ${v.departmentId})`;

/** What a page row's select list reads: the visit's columns and its nested records as json. */
const pageColumns = sql`${visitRowReader.columns}, ${pageCustomerJson} as "pageCustomer",
  ${pageEmployeesJson} as "pageEmployees", ${pageDepartmentJson} as "pageDepartment"`;

type RawPageRow = Record<string, unknown> & {
  totalCount: number | string;
  pageCustomer: CustomerColumns | null;
  pageEmployees: VisitPerson[] | null;
  pageDepartment: (Omit<DepartmentRow, 'createdAt'> & { createdAt: string }) | null;
};

/** A visit of a page with what its nested fields show, for the loaders to be primed with. */
export interface VisitPageRow {
  visit: VisitRow;
  totalCount: number;
  customer: CustomerColumns | null;
  employees: VisitPerson[];
  department: DepartmentRow | null;
}

// json columns: node-postgres parses them, PGlite too; counts arrive as numbers or numeric text. The visit is the
// reader's copy of the row's visit columns (no object rest: see tableRowReader).
const readPageRow = (row: RawPageRow): VisitPageRow => ({
  visit: visitRowReader.read(row),
  totalCount: Number(row.totalCount),
  customer: row.pageCustomer,
  employees: row.pageEmployees ?? [],
  department: row.pageDepartment && { ...row.pageDepartment, createdAt: new Date(row.pageDepartment.createdAt) },
});

export const pageLimit = (limit: number | null | undefined, fallback: number, max: number) =>
  Math.min(Math.max(limit ?? fallback, 1), max);
export const pageOffset = (offset: number | null | undefined) => Math.min(Math.max(offset ?? 0, 0), maxOffset);

/**
 * The visits page as ONE statement: the page's rows with their customer, employees and department (json, for
 * the loaders) and the total count, capped (core/paging's cappedCountSql), as an uncorrelated subquery (an
 * index-only count on the view's index). Each row's `totalCount` is that capped count, for `cappedTotal` to read.
 * A page that is not full holds the last of the matches, so its total is its start plus its rows, and the count is
 * not run (`pageTotalColumnSql`): a search or a filter that few visits match read every visit of the company twice
 * before, once for the page and once for the count.
 * Rows are read with `tableRowReader`, not drizzle's select. `listVisits` and the bench's "SQL alone" run this.
 */
export async function visitPageQuery(db: Db, actor: Actor, input: VisitListInput): Promise<VisitPageRow[]> {
  const args = parseInput(visitListInputSchema, input);
  const filter = args.filter ?? {};
  const limit = pageLimit(args.limit, 50, maxVisitPageSize);
  const offset = pageOffset(args.offset);
  const where = and(...filterConditions(actor, filter));
  const direction = args.sortDirection ?? (filter.view === 'due' ? 'asc' : 'desc');
  const column = sortColumns[args.sort ?? 'start'];
  const order = direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const caseOrder = direction === 'desc' ? sql`desc` : sql`asc`;
  const rows = await queryRows<RawPageRow>(
    db,
    sql`select page.*, ${pageTotalColumnSql(sql`select 1 from visits v where ${where}`, { limit, offset })} as "totalCount"
      from (
        select ${pageColumns}, ${column} as "pageSortKey", v.case_number as "pageCaseNumber"
        from visits v
        where ${where}
        order by ${column} ${order}, v.case_number ${caseOrder}
        limit ${limit} offset ${offset}
      ) page
      order by page."pageSortKey" ${order}, page."pageCaseNumber" ${caseOrder}`,
  );
  return rows.map(readPageRow);
}

/** The capped count of a visits list alone: past its last page no row carries it. */
export async function visitCount(db: Db, where: SQL, offset: number): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select ${cappedCountSql(sql`select 1 from visits v where ${where}`, offset)} as n`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The same page of visits for each of several customers, newest first (unplanned ones first), in ONE statement:
 * a page of customers asking for each one's visits costs one query, not one per customer. Each customer's rows
 * carry its total; a customer with no row on the page (none at all, or paged past the last) gets its count from
 * one more statement, only when the page is not the first. With `search`, only the visits it finds (the visits
 * list's search).
 */
export async function customerVisitPages(
  db: Db,
  actor: Actor,
  customerIds: readonly string[],
  bounds: { offset: number; limit: number; search?: string },
): Promise<Map<string, { rows: VisitPageRow[]; totalCount: number }>> {
  const pages = new Map(customerIds.map((id) => [id, { rows: [] as VisitPageRow[], totalCount: 0 }]));
  if (customerIds.length === 0) return pages;
  const visible = and(visibleVisits(actor), searchCondition(bounds.search))!;
  const rows = await queryRows<RawPageRow & { pageCustomerId: string }>(
    db,
    sql`with ranked as (
        select v.company_id, v.id, row_number() over (partition by v.customer_id order by v.start desc nulls first, v.case_number desc) as n,
          count(*) over (partition by v.customer_id) as total
        from visits v
        where v.customer_id in ${customerIds} and ${visible}
      )
      select ${pageColumns}, v.customer_id as "pageCustomerId", ranked.total as "totalCount"
      from ranked join visits v on v.company_id = ranked.company_id and v.id = ranked.id
      where ranked.n > ${bounds.offset} and ranked.n <= ${bounds.offset + bounds.limit}
      order by v.customer_id, ranked.n`,
  );
  for (const raw of rows) {
    const row = readPageRow(raw);
    const page = pages.get(raw.pageCustomerId)!;
    page.rows.push(row);
    page.totalCount = row.totalCount;
  }
  const uncounted = [...pages].filter(([, page]) => page.rows.length === 0).map(([id]) => id);
  if (bounds.offset > 0 && uncounted.length > 0) {
    const counts = await queryRows<{ customerId: string; n: number | string }>(
      db,
      sql`select v.customer_id as "customerId", count(*)::int as n from visits v
        where v.customer_id in ${uncounted} and ${visible} group by v.customer_id`,
    );
    for (const c of counts) pages.get(c.customerId)!.totalCount = Number(c.n);
  }
  return pages;
}
