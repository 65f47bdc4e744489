import { describe, expect, it } from 'vitest';
import { instantOf, rentalFormValues, rentalInputOf, type RentalFormValues } from './rental-form-values.ts';

const unit = '5eed0000-0000-4000-8000-000000006110';
const values = (overrides: Partial<RentalFormValues> = {}): RentalFormValues => ({
  materialId: unit,
  customerId: null,
  startDate: '2026-12-01',
  startTime: '08:00',
  endDate: '2026-12-08',
  endTime: '08:00',
  price: '1.250,50',
  note: '',
  ...overrides,
});

describe('the rental form', () => {
  it('reads dates and times in Danish time, summer and winter', () => {
    expect(instantOf('2026-12-01', '08:00')?.toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(instantOf('2026-07-01', '08:00')?.toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(instantOf('', '08:00')).toBeNull();
  });

  it('gives the server øre and instants, checked with the domain schema', () => {
    const result = rentalInputOf(values());
    expect(result).toEqual({
      input: {
        materialId: unit,
        customerId: null,
        startsAt: '2026-12-01T07:00:00.000Z',
        endsAt: '2026-12-08T07:00:00.000Z',
        price: 125_050,
        note: '',
      },
    });
  });

  it('names the field of each mistake, the end of a period that ends before it starts', () => {
    expect(rentalInputOf(values({ endDate: '2026-11-30' }))).toEqual({ errors: { endsAt: 'rental.endsBeforeStart' } });
    expect(rentalInputOf(values({ price: 'gratis', materialId: '' }))).toEqual({
      errors: { price: 'rental.priceInvalid', materialId: 'rental.materialNotFound' },
    });
  });

  it('starts a new rental tomorrow at 08:00 for a week, and an edited one from its own period', () => {
    const fresh = rentalFormValues(null, unit, new Date('2026-11-25T10:00:00Z'));
    expect(fresh).toMatchObject({ startDate: '2026-11-26', startTime: '08:00', endDate: '2026-12-03' });
    const edited = rentalFormValues(
      {
        id: 'r',
        version: 1,
        startsAt: '2026-12-01T07:30:00.000Z',
        endsAt: '2026-12-02T16:00:00.000Z',
        price: 150_000,
        note: null,
        customer: null,
        material: { id: unit, serialNumber: 'DT-40-001', name: null, productName: 'CDT 40 affugter' },
      },
      null,
    );
    expect(edited).toMatchObject({ startTime: '08:30', endDate: '2026-12-02', endTime: '17:00', price: '1.500,00' });
  });
});
