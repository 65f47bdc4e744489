/** What the customer reads of an invoice: Betalt, Ikke betalt, Forfalden, or a credit note or credited one's word. */
export type MyInvoiceStatus = 'paid' | 'unpaid' | 'overdue' | 'credited' | 'creditNote';

type Tone = 'success' | 'warning' | 'danger' | 'neutral' | 'accent';

export const statusTone: Record<MyInvoiceStatus, Tone> = {
  paid: 'success',
  unpaid: 'warning',
  overdue: 'danger',
  credited: 'neutral',
  creditNote: 'accent',
};

/**
 * One status per invoice: a credit note is money back, never paid or owed; an invoice credited in full owes nothing;
 * otherwise paid, overdue (unpaid past its due date) or unpaid.
 */
export function myInvoiceStatus(invoice: {
  kind: 'invoice' | 'creditNote';
  paid: boolean;
  overdue: boolean;
  credited: boolean;
}): MyInvoiceStatus {
  if (invoice.kind === 'creditNote') return 'creditNote';
  if (invoice.credited) return 'credited';
  if (invoice.paid) return 'paid';
  return invoice.overdue ? 'overdue' : 'unpaid';
}
