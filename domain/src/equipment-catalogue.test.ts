import { describe, expect, it } from 'vitest';
import { equipmentCategoryInputSchema, equipmentProductInputSchema } from './equipment-catalogue.ts';

const categoryId = '5eed0000-0000-4000-8000-000000006000';
const reasonOf = (input: unknown) => {
  const r = equipmentProductInputSchema.safeParse(input);
  return r.success ? null : { path: r.error.issues[0]!.path.join('.'), reason: r.error.issues[0]!.message };
};

describe('equipment catalogue inputs', () => {
  it('trims a category name and refuses an empty one', () => {
    expect(equipmentCategoryInputSchema.parse({ name: ' Varmepumper ' })).toEqual({ name: 'Varmepumper' });
    expect(equipmentCategoryInputSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe('required');
  });

  it('takes an interval of 1 to 120 whole months, or none for the company’s', () => {
    for (const months of [1, 12, 120]) {
      expect(equipmentProductInputSchema.parse({ categoryId, name: 'X', serviceIntervalMonths: months })).toMatchObject(
        { serviceIntervalMonths: months },
      );
    }
    expect(equipmentProductInputSchema.parse({ categoryId, name: 'X' }).serviceIntervalMonths).toBeNull();
    for (const months of [0, 121, -1, 1.5]) {
      expect(reasonOf({ categoryId, name: 'X', serviceIntervalMonths: months })).toEqual({
        path: 'serviceIntervalMonths',
        reason: 'serviceInterval_invalid',
      });
    }
  });

  it('clears empty optional text and refuses a missing model or category', () => {
    expect(
      equipmentProductInputSchema.parse({ categoryId, name: ' NZ25 ', supplier: ' ', column1: 'a', column2: null }),
    ).toEqual({
      categoryId,
      name: 'NZ25',
      supplier: null,
      serviceIntervalMonths: null,
      column1: 'a',
      column2: null,
      column3: null,
      bookable: false,
      bookingMinutes: null,
      bookingPrice: null,
      bookingDescription: null,
    });
    expect(reasonOf({ categoryId, name: '' })).toEqual({ path: 'name', reason: 'required' });
    expect(reasonOf({ categoryId: 'x', name: 'A' })).toEqual({
      path: 'categoryId',
      reason: 'equipmentCategory.notFound',
    });
  });

  it('a bookable product needs 15 to 720 minutes (issue #19)', () => {
    for (const bookingMinutes of [undefined, 14, 721, 30.5]) {
      expect(reasonOf({ categoryId, name: 'A', bookable: true, bookingMinutes })).toEqual({
        path: 'bookingMinutes',
        reason: 'booking.serviceMinutesInvalid',
      });
    }
    expect(
      equipmentProductInputSchema.parse({ categoryId, name: 'A', bookable: true, bookingMinutes: 15 }),
    ).toMatchObject({
      bookable: true,
      bookingMinutes: 15,
    });
  });
});
