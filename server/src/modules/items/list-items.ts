import { eq, inArray, sql } from 'drizzle-orm';
import { itemGroups, items } from '../../db/tables/index.ts';
import { pageWithTotal, pageBounds, searchTerms, type Page } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { itemListConditions, itemListOrder, type ItemListArgs } from './item-list-query.ts';
import { searchPageIds } from './item-search-page.ts';
import { itemWithGroup, withoutStock, type ItemRecord } from './item-record.ts';
import { itemStockEnabled, withOnHand } from './on-hand.ts';
import { sameCompany } from '../../db/sql.ts';

/**
 * One page of the company's items, searched, filtered, sorted and paged in SQL, each with its group's name (same
 * query) and its quantity on hand (one grouped query for the page).
 *
 * A search chooses its page and counts its matches (capped) in app_item_search_page, as the tables' owner: under
 * row-level security the LIKE alone cannot use the trigram index (decisions/0017, 0041). Without a term the name
 * index gives the first page directly and the count is a statement of its own, only when needed.
 */
export async function listItems(scope: CompanyScope, args: ItemListArgs): Promise<Page<ItemRecord>> {
  const { limit, offset } = pageBounds(args);
  const stockEnabled = await itemStockEnabled(scope);
  // The stock filter needs each match's ledger sum, so a search with it takes the general query below.
  if (searchTerms(args.search).length > 0 && !(args.belowThreshold && stockEnabled)) {
    const { ids, total } = await searchPageIds(scope, args, { limit, offset });
    if (ids.length === 0) return { items: [], ...total };
    const rows = await scope.db
      .select(itemWithGroup)
      .from(items)
      .leftJoin(itemGroups, sameCompany(itemGroups, items, eq(itemGroups.id, items.groupId)))
      .where(inArray(items.id, ids))
      .orderBy(...itemListOrder(args));
    return { items: await withOnHand(scope, rows.map(withoutStock), stockEnabled), ...total };
  }
  const where = itemListConditions(args, stockEnabled);
  const searching = searchTerms(args.search).length > 0;
  const rows = await scope.db
    .select({ ...itemWithGroup, total: searching ? sql<number>`count(*) over ()`.mapWith(Number) : sql<null>`null` })
    .from(items)
    .leftJoin(itemGroups, sameCompany(itemGroups, items, eq(itemGroups.id, items.groupId)))
    .where(where)
    .orderBy(...itemListOrder(args))
    .limit(limit)
    .offset(offset);
  const page = await withOnHand(scope, rows.map(withoutStock), stockEnabled);
  if (searching && rows.length > 0) return { items: page, totalCount: rows[0]!.total! };
  return pageWithTotal(scope.db, page, { limit, offset }, () =>
    scope.db.select({ id: items.id }).from(items).where(where),
  );
}
