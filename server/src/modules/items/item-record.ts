import { itemGroups, items, type ItemRow } from '../../db/tables/index.ts';

/**
 * An item as every answer gives it: its row, its group's name (for the list's column, from the same query) and
 * the quantity on hand (thousandths of its unit, the stock ledger's sum over every location; null while the
 * company keeps no stock).
 */
export type ItemRecord = ItemRow & { groupName: string | null; onHand: number | null };

/** The select list of an item with its group's name (a left join on the primary key). */
export const itemWithGroup = { item: items, groupName: itemGroups.name };

export const withoutStock = (row: { item: ItemRow; groupName: string | null }): ItemRecord => ({
  ...row.item,
  groupName: row.groupName,
  onHand: null,
});
