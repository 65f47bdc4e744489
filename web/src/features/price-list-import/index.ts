/**
 * The price-list import feature's public entry: the wizard page (route /admin/items/import) and the link the
 * items page puts in its toolbar.
 */
export { PriceListImportPage } from './price-list-import-page.tsx';
export { ImportPriceListLink } from './import-price-list-link.tsx';
