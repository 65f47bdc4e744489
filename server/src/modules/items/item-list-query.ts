import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { items, stockMovements } from '../../db/tables/index.ts';
import { likeInfix, searchTextCondition } from '../../core/paging.ts';
import { indexedSearchTerm } from './item-search-page.ts';

export const itemSorts = ['name', 'sku'] as const;
export type ItemSort = (typeof itemSorts)[number];

/** What the item list is searched, filtered and sorted by. */
export interface ItemListArgs {
  /** Words found in the SKU, name or barcode (items.search_text, trigram-indexed). */
  search?: string | null;
  groupId?: string | null;
  /** true (the default): active items only; false: archived only; null: both. */
  active?: boolean | null;
  /** Only items whose quantity on hand is below their low-stock threshold (with enableItemStock). */
  belowThreshold?: boolean | null;
  sort?: ItemSort | null;
  sortDirection?: 'asc' | 'desc' | null;
  offset?: number | null;
  limit?: number | null;
}

const sortColumns: Record<ItemSort, SQL> = {
  name: sql`lower(${items.name})`,
  sku: sql`${items.sku}`,
};

/** The quantity on hand of the row's item: the ledger's sum (stock_movements_item_location_idx). */
const onHandSql = sql`coalesce((select sum(${stockMovements.quantity}) from ${stockMovements} where ${stockMovements.companyId} = ${items.companyId} and ${stockMovements.itemId} = ${items.id}), 0)`;

/**
 * The search's longest term through the trigram index (app_item_search, migration 0015): under row-level security a
 * LIKE on items.search_text cannot use it, so this narrows the rows to the index's matches and the LIKE then only
 * checks the other terms on the few rows found. A trigram needs 3 letters; a shorter search reads the company's items.
 */
export function itemSearchIndexCondition(search: string | null | undefined): SQL | undefined {
  const term = indexedSearchTerm(search);
  return term ? sql`${items.id} in (select id from app_item_search(${likeInfix(term)}))` : undefined;
}

export function itemListConditions(args: ItemListArgs, stockEnabled: boolean): SQL | undefined {
  const conditions: (SQL | undefined)[] = [searchTextCondition(sql`${items.searchText}`, args.search)];
  conditions.push(itemSearchIndexCondition(args.search));
  if (args.groupId) {
    if (!isUuid(args.groupId)) return sql`false`;
    conditions.push(eq(items.groupId, args.groupId));
  }
  // Left out, the list shows active items; an explicit null shows both.
  const active = args.active === undefined ? true : args.active;
  if (active !== null) conditions.push(eq(items.active, active));
  if (args.belowThreshold && stockEnabled) {
    conditions.push(sql`${items.lowStockThreshold} is not null and ${onHandSql} < ${items.lowStockThreshold}`);
  }
  return and(...conditions);
}

export function itemListOrder(args: Pick<ItemListArgs, 'sort' | 'sortDirection'>): SQL[] {
  const column = sortColumns[args.sort ?? 'name'];
  const descending = args.sortDirection === 'desc';
  return [descending ? sql`${column} desc` : sql`${column} asc`, descending ? desc(items.id) : asc(items.id)];
}
