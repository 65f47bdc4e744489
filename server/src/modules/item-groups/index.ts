/**
 * The item groups module's public entry: what other modules, job workers and scripts may use. A group holds one
 * markup its following items' sales prices come from (docs/decisions/0017). The GraphQL side is `item-groups.schema.ts`.
 */
export type { ItemGroupRow } from '../../db/tables/index.ts';
export type { ItemGroupWithCount } from './item-group-record.ts';
export { findItemGroup, findItemGroupsByIds } from './find-item-groups.ts';
export { listItemGroups } from './list-item-groups.ts';
export { createItemGroup } from './create-item-group.ts';
export { updateItemGroup } from './update-item-group.ts';
export { previewItemGroupMarkup, type MarkupPreview } from './preview-item-group-markup.ts';
export { deleteItemGroup } from './delete-item-group.ts';
export { markedUpPriceSql, repriceGroupItems, type MarkupExample } from './group-prices.ts';
