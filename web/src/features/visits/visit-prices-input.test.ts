import { describe, expect, it } from 'vitest';
import { emptyVisitValues, valuesToInput } from './visit-form-values.ts';

const options = { reference: false, accord: false, tagIds: [], employees: false };
const values = { ...emptyVisitValues({}), description: 'Service', price: '1.250,00' };

describe("the visit form's prices", () => {
  it('sends the prices for someone who sees them (an empty field clears it)', () => {
    const input = valuesToInput(values, { ...options, prices: true });
    // The total is the server's (price plus lines): the form never sends one.
    expect(input).toMatchObject({ price: 125000 });
    expect(input).not.toHaveProperty('totalPrice');
  });

  it('leaves them out for someone who reads them as null, so saving keeps the stored price', () => {
    const input = valuesToInput(values, { ...options, prices: false });
    expect(input).not.toHaveProperty('price');
    expect(input).not.toHaveProperty('totalPrice');
    expect(input.description).toBe('Service');
  });
});
