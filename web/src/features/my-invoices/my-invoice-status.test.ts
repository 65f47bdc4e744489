import { describe, expect, it } from 'vitest';
import { myInvoiceStatus } from './my-invoice-status.ts';

const invoice = { kind: 'invoice' as const, paid: false, overdue: false, credited: false };

describe('myInvoiceStatus', () => {
  it('says paid, unpaid or overdue of an invoice', () => {
    expect(myInvoiceStatus({ ...invoice, paid: true })).toBe('paid');
    expect(myInvoiceStatus(invoice)).toBe('unpaid');
    expect(myInvoiceStatus({ ...invoice, overdue: true })).toBe('overdue');
  });

  it('never calls a credit note or a credited invoice owed', () => {
    expect(myInvoiceStatus({ ...invoice, kind: 'creditNote' })).toBe('creditNote');
    expect(myInvoiceStatus({ ...invoice, credited: true })).toBe('credited');
  });
});
