/**
 * The e-conomic module's public entry (issue #17, docs/decisions/0031-economic-sync.md): the agreement's tokens
 * (encrypted), issued invoices pushed as booked invoices, paid status pulled back, the sync log. Every call to
 * e-conomic runs in a job (jobs/handlers.ts) except the token check, whose answer the person waits for.
 */
export { loadEconomicServices, economicServicesOf, type EconomicServices } from './economic-services.ts';
export { runEconomicInvoiceJob } from './economic-invoice-job.ts';
export { economicPaymentsJobKind, runEconomicPaymentsJob } from './economic-payments-job.ts';
export { recordEconomicJobFailure } from './economic-job-failure.ts';
export { connectionView, readConnection, requireEconomicEnabled } from './economic-connection.ts';
export { saveEconomicTokens } from './save-economic-tokens.ts';
export { testEconomicConnection } from './test-economic-connection.ts';
export { removeEconomicConnection } from './remove-economic-connection.ts';
export { pullEconomicPayments } from './pull-economic-payments.ts';
export { retryEconomicInvoice } from './retry-economic-invoice.ts';
export { listSyncLog } from './economic-sync-log.ts';
