/**
 * The price-list import's public entry (docs/decisions/0018-price-list-import.md): start an import, send its
 * mapped lines in chunks, preview it against the items, apply it all at once or discard it. Administrators only
 * (graphql/access.ts). The GraphQL side is `price-list-imports.schema.ts`.
 */
export type { PriceListImportRow } from '../../db/tables/index.ts';
export { findPriceListImport } from './find-price-list-import.ts';
export { startPriceListImport } from './start-price-list-import.ts';
export { addPriceListImportLines } from './add-price-list-import-lines.ts';
export {
  previewPriceListImport,
  type PriceListChange,
  type PriceListPreview,
  type PriceListPreviewError,
} from './preview-price-list-import.ts';
export { applyPriceListImport } from './apply-price-list-import.ts';
export { discardPriceListImport } from './discard-price-list-import.ts';
