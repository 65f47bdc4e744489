import { inArray, sql } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { customers, type CustomerRow } from '../../db/tables/index.ts';
import { queryRows } from '../../db/sql.ts';
import {
  cappedTotal,
  countCapped,
  countCap,
  likeInfix,
  pageBounds,
  searchTerms,
  type Page,
} from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { customerListConditions, customerListOrder, type CustomerListArgs } from './customer-list-query.ts';

/**
 * One page of the company's customers, searched, sorted and paged in SQL, with the count capped ("1.000+").
 *
 * A search chooses its page and counts its matches in app_customer_search_page (migration 0034): under row-level
 * security the LIKE alone cannot use the trigram index, so a selective term read every customer of the company.
 * Only the page's rows are then read, as the application role, under the policy. Without a term the name index
 * gives the page directly and the count is a statement of its own, only when needed.
 */
export async function listCustomers(scope: CompanyScope, args: CustomerListArgs): Promise<Page<CustomerRow>> {
  const { limit, offset } = pageBounds(args);
  const terms = searchTerms(args.search);
  if (terms.length > 0) return searchCustomers(scope, args, terms, { limit, offset });
  const where = customerListConditions(args);
  const items = await scope.db
    .select()
    .from(customers)
    .where(where)
    .orderBy(...customerListOrder(args))
    .limit(limit)
    .offset(offset);
  // The first page holding fewer rows than asked is the whole result: no count needed.
  if (offset === 0 && items.length < limit) return { items, totalCount: items.length };
  const matching = scope.db.select({ id: customers.id }).from(customers).where(where);
  return { items, ...(await countCapped(scope.db, matching, offset)) };
}

async function searchCustomers(
  scope: CompanyScope,
  args: CustomerListArgs,
  terms: string[],
  page: { limit: number; offset: number },
): Promise<Page<CustomerRow>> {
  if (args.parentCustomerId && !isUuid(args.parentCustomerId)) return { items: [], totalCount: 0 };
  const patterns = sql`array[${sql.join(
    terms.map((term) => sql`${likeInfix(term)}`),
    sql`, `,
  )}]::text[]`;
  const hits = await queryRows<{ id: string | null; total: number }>(
    scope.db,
    sql`select id, total from app_customer_search_page(${patterns}, ${args.sort ?? 'name'},
      ${args.sortDirection === 'desc'}, ${page.limit}, ${page.offset}, ${countCap(page.offset)},
      ${args.parentCustomerId ?? null}::uuid, ${args.topLevelOnly ?? false}, ${args.useCompany ?? null}::boolean)`,
  );
  const total = cappedTotal(Number(hits[0]?.total ?? 0), page.offset);
  const ids = hits.flatMap((hit) => (hit.id ? [hit.id] : []));
  if (ids.length === 0) return { items: [], ...total };
  const items = await scope.db
    .select()
    .from(customers)
    .where(inArray(customers.id, ids))
    .orderBy(...customerListOrder(args));
  return { items, ...total };
}
