import { eq, sql } from 'drizzle-orm';
import { itemGroups, items } from '../../db/tables/index.ts';
import { pageBounds, type Page } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { itemListConditions, itemListOrder, type ItemListArgs } from './item-list-query.ts';
import { itemWithGroup, withoutStock, type ItemRecord } from './item-record.ts';
import { itemStockEnabled, withOnHand } from './on-hand.ts';

/**
 * One page of the company's items, searched, filtered, sorted and paged in SQL, each with its group's name (same
 * query) and its quantity on hand (one grouped query for the page); the count is a further query only when needed.
 */
export async function listItems(scope: CompanyScope, args: ItemListArgs): Promise<Page<ItemRecord>> {
  const { limit, offset } = pageBounds(args);
  const stockEnabled = await itemStockEnabled(scope);
  const where = itemListConditions(args, stockEnabled);
  const rows = await scope.db
    .select(itemWithGroup)
    .from(items)
    .leftJoin(itemGroups, eq(itemGroups.id, items.groupId))
    .where(where)
    .orderBy(...itemListOrder(args))
    .limit(limit)
    .offset(offset);
  const page = await withOnHand(scope, rows.map(withoutStock), stockEnabled);
  // The first page holding fewer rows than asked is the whole result: no count needed.
  if (offset === 0 && page.length < limit) return { items: page, totalCount: page.length };
  const [count] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(items)
    .where(where);
  return { items: page, totalCount: count!.n };
}
