/**
 * The visit lines module's public entry (docs/decisions/0019-stock-ledger-and-visit-lines.md): materials and free
 * text on a visit, their totals and the visit's total kept by the server, the stock they take (modules/stock). The
 * GraphQL side is `visit-lines.schema.ts`.
 */
export type { VisitLineItem } from './line-rows.ts';
export { visitLinesLoader } from './line-loader.ts';
export { findVisitLine } from './line-access.ts';
export { addVisitLine } from './add-visit-line.ts';
export { updateVisitLine } from './update-visit-line.ts';
export { removeVisitLine } from './remove-visit-line.ts';
