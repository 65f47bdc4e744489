import { describe, expect, it } from 'vitest';
import { rentalInputSchema } from './rental.ts';

const unit = '5eed0000-0000-4000-8000-000000006110';
const input = (overrides: Record<string, unknown> = {}) => ({
  materialId: unit,
  startsAt: '2026-12-01T08:00:00Z',
  endsAt: '2026-12-08T08:00:00Z',
  price: 150_000,
  ...overrides,
});
const reasonOf = (value: unknown) => {
  const result = rentalInputSchema.safeParse(value);
  return result.success
    ? null
    : { field: result.error.issues[0]!.path.join('.'), reason: result.error.issues[0]!.message };
};

describe('rentalInputSchema', () => {
  it('takes a period, a price in øre, an optional customer and note', () => {
    const parsed = rentalInputSchema.parse(input({ note: '  Kælder  ', customerId: null }));
    expect(parsed).toMatchObject({ price: 150_000, note: 'Kælder', customerId: null });
    expect(parsed.startsAt).toEqual(new Date('2026-12-01T08:00:00Z'));
    expect(rentalInputSchema.parse(input({ note: '' })).note).toBeNull();
  });

  it('refuses a period ending before or when it starts, on the end', () => {
    expect(reasonOf(input({ endsAt: '2026-11-30T08:00:00Z' }))).toEqual({
      field: 'endsAt',
      reason: 'rental.endsBeforeStart',
    });
    expect(reasonOf(input({ endsAt: '2026-12-01T08:00:00Z' }))?.reason).toBe('rental.endsBeforeStart');
    // One millisecond is a period.
    expect(reasonOf(input({ endsAt: '2026-12-01T08:00:00.001Z' }))).toBeNull();
  });

  it('refuses a negative, fractional or too high price, a bad unit or customer id, an unreadable time', () => {
    expect(reasonOf(input({ price: -1 }))?.reason).toBe('rental.priceInvalid');
    expect(reasonOf(input({ price: 10.5 }))?.reason).toBe('rental.priceInvalid');
    expect(reasonOf(input({ price: 1_000_000_001 }))?.reason).toBe('rental.priceInvalid');
    expect(reasonOf(input({ materialId: 'x' }))?.reason).toBe('rental.materialNotFound');
    expect(reasonOf(input({ customerId: 'x' }))?.reason).toBe('rental.customerNotFound');
    expect(reasonOf(input({ startsAt: 'i morgen' }))?.reason).toBe('rental.timeInvalid');
  });
});
