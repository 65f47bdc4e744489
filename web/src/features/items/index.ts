// The items feature's public entry: what other features (stock, visit lines, the price-list import) may use.
export { itemsKey, itemOptions, itemsOptions, type ItemDetail, type ItemListItem } from './items-api.ts';
export { quantityWithUnit } from './item-columns.ts';
