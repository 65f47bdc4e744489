import { sql } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { customers, type CustomerRow } from '../../db/tables/index.ts';
import {
  cappedTotal,
  pageWithTotal,
  countCap,
  pageBounds,
  searchPatterns,
  searchTerms,
  type Page,
} from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { customerListConditions, customerListOrder, type CustomerListArgs } from './customer-list-query.ts';

/**
 * One page of the company's customers, searched, sorted and paged in SQL, with the count capped ("1.000+").
 *
 * A search chooses its page and counts its matches in app_customer_search_page (migrations 0034, 0037): under
 * row-level security the LIKE alone cannot use the trigram index, so a selective term read every customer of the
 * company. The function reads customer_search, the narrow copy of what a search matches and sorts by (decisions/0043),
 * and the same statement reads the page's rows from customers by key, as the application role, under the policy.
 * Without a term the name index gives the page directly and the count is a statement of its own, only when needed.
 */
export async function listCustomers(scope: CompanyScope, args: CustomerListArgs): Promise<Page<CustomerRow>> {
  const { limit, offset } = pageBounds(args);
  if (searchTerms(args.search).length > 0) return searchCustomers(scope, args, { limit, offset });
  const where = customerListConditions(args);
  const items = await scope.db
    .select()
    .from(customers)
    .where(where)
    .orderBy(...customerListOrder(args))
    .limit(limit)
    .offset(offset);
  return pageWithTotal(scope.db, items, { limit, offset }, () =>
    scope.db.select({ id: customers.id }).from(customers).where(where),
  );
}

async function searchCustomers(
  scope: CompanyScope,
  args: CustomerListArgs,
  page: { limit: number; offset: number },
): Promise<Page<CustomerRow>> {
  if (args.parentCustomerId && !isUuid(args.parentCustomerId)) return { items: [], totalCount: 0 };
  const found = sql`app_customer_search_page(${searchPatterns(args.search)}, ${args.sort ?? 'name'},
    ${args.sortDirection === 'desc'}, ${page.limit}, ${page.offset}, ${countCap(page.offset)},
    ${args.parentCustomerId ?? null}::uuid, ${args.topLevelOnly ?? false}, ${args.useCompany ?? null}::boolean) as found`;
  // The page's rows and the count in one statement: the function's ids (a row without one when the page is empty)
  // read from customers by key, as the application role, under the policy.
  const rows = await scope.db
    .select({ total: sql<number>`found.total`, customer: customers })
    .from(found)
    .leftJoin(customers, sql`${customers.id} = found.id`)
    .orderBy(...customerListOrder(args));
  const total = cappedTotal(Number(rows[0]?.total ?? 0), page.offset);
  return { items: rows.flatMap((row) => (row.customer ? [row.customer] : [])), ...total };
}
