/** The stock feature's public entry: an item's stock section (on hand per location, the ledger, its operations). */
export { ItemStockSection } from './item-stock-section.tsx';
