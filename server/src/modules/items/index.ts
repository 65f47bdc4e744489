/**
 * The items module's public entry: what other modules (visit lines, stock, the price-list import), job workers
 * and scripts may use. Prices are whole øre without VAT; a following item's sales price is cost plus its group's
 * markup, stored (docs/decisions/0017). The GraphQL side is `items.schema.ts`.
 */
export type { ItemRow } from '../../db/tables/index.ts';
export type { ItemRecord } from './item-record.ts';
export { itemSearchIndexCondition, itemSorts, type ItemListArgs, type ItemSort } from './item-list-query.ts';
export { listItems } from './list-items.ts';
export { findItem, findItemsByIds } from './find-items.ts';
export { itemStockEnabled, withOnHand } from './on-hand.ts';
export { createItem } from './create-item.ts';
export { updateItem } from './update-item.ts';
export { archiveItem, unarchiveItem } from './archive-item.ts';
export { deleteItem } from './delete-item.ts';
export { assertSkuFree } from './item-sku.ts';
