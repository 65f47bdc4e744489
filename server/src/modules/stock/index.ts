/**
 * The stock module's public entry (docs/decisions/0019-stock-ledger-and-visit-lines.md): the append-only ledger per
 * item and location, its operations for the office, the search the visit lines use to pick a material, and
 * syncLineStock, which the visit-lines module calls in a line's transaction. The GraphQL side is `stock.schema.ts`.
 */
export { stockEnabled } from './stock-rules.ts';
export { syncLineStock, type LineStock } from './line-stock.ts';
export { receiveStock } from './receive-stock.ts';
export { moveStock } from './move-stock.ts';
export { countStock } from './count-stock.ts';
export { correctStock } from './correct-stock.ts';
export {
  itemStock,
  stockMovementPage,
  type ItemStock,
  type StockLocation,
  type StockMovementItem,
} from './item-stock.ts';
export { materialSearch, type MaterialHit } from './material-search.ts';
