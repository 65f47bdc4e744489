import { sql } from 'drizzle-orm';
import { customers, type CustomerRow } from '../../db/tables/index.ts';
import { pageBounds, type Page } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { customerListConditions, customerListOrder, type CustomerListArgs } from './customer-list-query.ts';

/** One page of the company's customers, searched, sorted and paged in SQL; the count is a second query. */
export async function listCustomers(scope: CompanyScope, args: CustomerListArgs): Promise<Page<CustomerRow>> {
  const { limit, offset } = pageBounds(args);
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
  const [count] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(where);
  return { items, totalCount: count!.n };
}
