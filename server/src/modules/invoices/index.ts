/**
 * The invoices module's public entry (issue #17): invoices from finished visits, the gapless number on issue,
 * credit notes, paid and unpaid. Every operation takes an explicit scope and plain input and throws DomainErrors.
 * The GraphQL side is `invoices.schema.ts`.
 */
export { loadInvoice, type InvoiceRecord } from './invoice-record.ts';
export { takeInvoiceNumber } from './invoice-number.ts';
export { createInvoiceFromVisits } from './create-invoice-from-visits.ts';
export { issueInvoice, invoiceToday } from './issue-invoice.ts';
export { creditInvoice } from './credit-invoice.ts';
export { createInvoice } from './create-invoice.ts';
export { saveInvoiceDraft } from './save-invoice-draft.ts';
export { setInvoicePaid } from './set-invoice-paid.ts';
export { deleteInvoiceDraft } from './delete-invoice-draft.ts';
export { notYetDueCondition, overdueCondition } from './overdue-sql.ts';
export { listInvoices, invoiceFilters, type InvoiceFilter } from './list-invoices.ts';
export { listVisitsToInvoice } from './list-visits-to-invoice.ts';
export { sendInvoice } from './send-invoice.ts';
export { invoicePdfJobKind, runInvoicePdfJob } from './invoice-pdf-job.ts';
export { loadInvoicePdfInput, type LoadedInvoicePdf } from './load-invoice-pdf-input.ts';
export { renderInvoicePdf } from './invoice-pdf.ts';
export { buildInvoiceOioubl } from './invoice-oioubl.ts';
export { isEanInvoice } from './ean-invoice.ts';
export { invoicePdfTexts } from './invoice-pdf-texts.ts';
export {
  checkPaymentReminders,
  paymentReminderJobKind,
  sendPaymentReminders,
  type PaymentReminderOutcome,
} from './send-payment-reminders.ts';
export { runPaymentReminderJob } from './payment-reminder-job.ts';
export { economicInvoiceJobKind, enqueueEconomicInvoice } from './enqueue-economic-invoice.ts';
export { changeInvoicePaid } from './set-invoice-paid.ts';
