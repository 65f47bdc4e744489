import { describe, expect, it } from 'vitest';
import { lineNumbers } from './line-values.ts';

describe('a visit line form', () => {
  it('reads quantities in thousandths, prices in øre and discounts in basis points', () => {
    expect(lineNumbers({ quantity: '2,5', unitPrice: '19,99', discount: '12,5' }, true)).toEqual({
      ok: true,
      quantity: 2500,
      unitPrice: 1999,
      discountBp: 1250,
    });
    expect(lineNumbers({ quantity: '1', unitPrice: '', discount: '12,55' }, true)).toMatchObject({ discountBp: 1255 });
    expect(lineNumbers({ quantity: '1', unitPrice: '', discount: '1,001' }, true)).toMatchObject({ ok: false });
  });

  it('refuses a negative or zero quantity and a discount above 100 % with messages per field', () => {
    expect(lineNumbers({ quantity: '-1', unitPrice: '', discount: '101' }, true)).toEqual({
      ok: false,
      errors: { quantity: 'visitLines.errors.quantity', discount: 'visitLines.errors.discount' },
    });
    expect(lineNumbers({ quantity: '0', unitPrice: '', discount: '' }, true)).toMatchObject({ ok: false });
  });

  it('sends no price or discount for someone who does not see prices', () => {
    expect(lineNumbers({ quantity: '1', unitPrice: '5', discount: '5' }, false)).toEqual({ ok: true, quantity: 1000 });
  });
});
