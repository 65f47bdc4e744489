import { describe, expect, it } from 'vitest';
import { invoiceFilters, validateInvoicesSearch } from './invoices-search.ts';

describe('the invoices page in the URL', () => {
  it('offers the server’s InvoiceFilter values', () => {
    expect([...invoiceFilters].sort()).toEqual(['credited', 'draft', 'issued', 'overdue', 'paid']);
  });

  it('keeps a valid tab, filter, page and size', () => {
    expect(validateInvoicesSearch({ tab: 'ready', state: 'overdue', page: '3', size: '100' })).toEqual({
      tab: 'ready',
      state: 'overdue',
      page: 3,
      size: 100,
    });
  });

  it('leaves out the defaults, so a plain link and the first page read the same', () => {
    expect(validateInvoicesSearch({ tab: 'invoices', page: 1, size: 50 })).toEqual({
      tab: undefined,
      state: undefined,
      page: undefined,
      size: undefined,
    });
  });

  it('drops what it does not know', () => {
    expect(validateInvoicesSearch({ tab: 'archive', state: 'late', page: '2.5', size: '30', extra: 'x' })).toEqual({
      tab: undefined,
      state: undefined,
      page: undefined,
      size: undefined,
    });
    expect(validateInvoicesSearch({ page: '-4', state: ['paid'] })).toEqual({
      tab: undefined,
      state: undefined,
      page: undefined,
      size: undefined,
    });
  });
});
