import { describe, expect, it } from 'vitest';
import { dueDateOf, invoiceLineAmounts, invoiceTotals, isOverdue, standardVatBp } from './invoice.ts';

describe('invoice amounts', () => {
  const line = (unitPrice: number, quantity: number, discountBp = 0) => ({
    unitPrice,
    quantity,
    discountBp,
    vatBp: standardVatBp,
  });

  it('rounds the net once and the VAT per line, half up', () => {
    // 2,5 × 199,99 less 10 % = 449,9775 → 449,98; VAT 112,495 → 112,50.
    expect(invoiceLineAmounts(line(19_999, 2500, 1000))).toEqual({ net: 44_998, vat: 11_250 });
    // VAT 0,25 øre → 0; 0,5 øre → 1.
    expect(invoiceLineAmounts(line(1, 1000))).toEqual({ net: 1, vat: 0 });
    expect(invoiceLineAmounts(line(2, 1000))).toEqual({ net: 2, vat: 1 });
  });

  it('mirrors a line exactly in a credit note (away from zero at .5)', () => {
    for (const [price, quantity, discount] of [
      [19_999, 2500, 1000],
      [2, 1000, 0],
      [12_345, 333, 250],
    ] as const) {
      const debit = invoiceLineAmounts(line(price, quantity, discount));
      const credit = invoiceLineAmounts(line(price, quantity, discount), -1);
      expect(credit).toEqual({ net: -debit.net, vat: -debit.vat });
    }
  });

  it('sums the lines as they show', () => {
    const lines = [line(50_000, 1000), line(19_999, 2500, 1000), line(12_345, 1000)].map((l) => invoiceLineAmounts(l));
    expect(invoiceTotals(lines)).toEqual({ net: 107_343, vat: 26_836, total: 134_179 });
    expect(invoiceTotals([])).toEqual({ net: 0, vat: 0, total: 0 });
  });
});

describe('due dates', () => {
  it('adds the payment delay across months and years', () => {
    expect(dueDateOf('2026-11-24', 8)).toBe('2026-12-02');
    expect(dueDateOf('2026-12-28', 14)).toBe('2027-01-11');
    expect(dueDateOf('2028-02-20', 10)).toBe('2028-03-01');
    expect(dueDateOf('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('is overdue only when issued and past its due date', () => {
    expect(isOverdue({ state: 'issued', dueDate: '2026-11-23' }, '2026-11-24')).toBe(true);
    expect(isOverdue({ state: 'issued', dueDate: '2026-11-24' }, '2026-11-24')).toBe(false);
    expect(isOverdue({ state: 'paid', dueDate: '2026-01-01' }, '2026-11-24')).toBe(false);
    expect(isOverdue({ state: 'draft', dueDate: null }, '2026-11-24')).toBe(false);
  });
});
