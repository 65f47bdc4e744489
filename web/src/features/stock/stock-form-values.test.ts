import { describe, expect, it } from 'vitest';
import { stockQuantity } from './stock-form-values.ts';

const values = { employeeId: '', toEmployeeId: 'van', quantity: '2,5', note: '' };

describe('a stock form', () => {
  it('takes a positive quantity to receive or move, and zero or more to count', () => {
    expect(stockQuantity('receive', values)).toEqual({ ok: true, quantity: 2500 });
    expect(stockQuantity('receive', { ...values, quantity: '-1' })).toEqual({
      ok: false,
      errors: { quantity: 'stock.errors.quantity' },
    });
    expect(stockQuantity('count', { ...values, quantity: '0' })).toEqual({ ok: true, quantity: 0 });
    expect(stockQuantity('move', { ...values, toEmployeeId: '' })).toMatchObject({ ok: false });
  });

  it('lets only a correction be negative, and asks for its reason', () => {
    expect(stockQuantity('correct', { ...values, quantity: '−2', note: 'Knust' })).toEqual({
      ok: true,
      quantity: -2000,
    });
    expect(stockQuantity('correct', { ...values, quantity: '−2' })).toEqual({
      ok: false,
      errors: { note: 'stock.errors.reason' },
    });
  });
});
