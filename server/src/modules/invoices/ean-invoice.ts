import { isValidEan } from '@servio/domain';
import { DomainError } from '../../core/errors.ts';
import type { LoadedInvoicePdf } from './load-invoice-pdf-input.ts';

/**
 * An EAN invoice (issue #17): the company sends e-invoices (eanPayment) and the customer has a valid EAN (GLN), the
 * address public bodies receive invoices at through NemHandel. Such an invoice goes as OIOUBL through e-conomic,
 * not as a PDF by mail (docs/decisions/0030-oioubl-ean-invoices.md).
 */
export function isEanInvoice(eanPayment: boolean, customerEan: string | null): boolean {
  return eanPayment && customerEan !== null && isValidEan(customerEan);
}

const refusal = (reason: string, message: string) => new DomainError('CONFLICT', message, { reason });

/**
 * Refuses to make an e-invoice that NemHandel would reject, before any of it is written: a draft (no number, not an
 * invoice yet), a customer without a valid EAN (nowhere to deliver it), a company without a CVR (the seller's
 * endpoint and legal id).
 */
export function assertOioublReady(loaded: LoadedInvoicePdf): void {
  if (loaded.invoice.state === 'draft' || loaded.invoice.number === null) {
    throw refusal('invoice.draftNotEInvoiced', 'A draft is no e-invoice: issue it first');
  }
  const ean = loaded.input.customer.ean;
  if (ean === null || !isValidEan(ean)) {
    throw refusal('invoice.eanMissing', 'The customer has no valid EAN to send the e-invoice to');
  }
  if (!loaded.input.company.cvr) {
    throw refusal('invoice.companyCvrMissing', 'The company has no CVR number to state as the seller');
  }
}
