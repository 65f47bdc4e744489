// The e-conomic feature's public entry: the settings section, an invoice's status and the invoices page's pull.
export { EconomicSettings } from './economic-settings.tsx';
export { EconomicInvoiceStatus } from './economic-invoice-status.tsx';
export { PullPaymentsButton } from './pull-payments-button.tsx';
