// The invoices feature's public entry: what other features (the sidebar, the overview) may use. Only small modules:
// the routes import the pages and the search rules from their own files, so this entry stays light.
export { useInvoiceAccess, type InvoiceAccess } from './invoice-access.ts';
export { VisitInvoiceMenu, visitInvoiceActionsFor } from './visit-invoice-menu.tsx';
