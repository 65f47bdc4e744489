import { sql } from 'drizzle-orm';
import { itemGroups, type ItemGroupRow } from '../../db/tables/index.ts';

/** An item group as every answer gives it: its row and how many items (archived included) belong to it. */
export type ItemGroupWithCount = ItemGroupRow & { itemCount: number };

/** The select list of an item group with its item count (a correlated count, served by items_company_group_idx). */
export const itemGroupWithCount = {
  group: itemGroups,
  // Written out with the tables named: inside a one-table select Drizzle leaves columns unqualified, and the inner
  // "id" would be the item's.
  itemCount: sql<number>`(select count(*)::int from items where items.company_id = item_groups.company_id and items.group_id = item_groups.id)`,
};

export const withCount = (row: { group: ItemGroupRow; itemCount: number }): ItemGroupWithCount => ({
  ...row.group,
  itemCount: Number(row.itemCount),
});
