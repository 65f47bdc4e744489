import { z } from 'zod';
import { isUuid, optionalText } from './fields.ts';
import { isValidRentalPeriod } from './rental-overlap.ts';

/**
 * A rental as entered (issue #18, docs/decisions/0033-equipment.md): a rentable unit, optionally a customer, a period
 * [start, end) and the price of the whole period in øre. The server and the web form parse with the same schema.
 */

export const rentalLimits = { noteLength: 2000, maxPriceOre: 1_000_000_000 } as const;

const instant = z.coerce
  .date({ message: 'rental.timeInvalid' })
  .refine((d) => !Number.isNaN(d.getTime()), 'rental.timeInvalid');

export const rentalInputSchema = z
  .object({
    materialId: z.string().refine(isUuid, 'rental.materialNotFound'),
    customerId: z
      .string()
      .refine(isUuid, 'rental.customerNotFound')
      .nullish()
      .transform((v) => v ?? null),
    startsAt: instant,
    endsAt: instant,
    price: z
      .number()
      .int('rental.priceInvalid')
      .min(0, 'rental.priceInvalid')
      .max(rentalLimits.maxPriceOre, 'rental.priceInvalid'),
    note: optionalText(rentalLimits.noteLength).transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    // "Ends before it starts" is the one mistake worth its own words; an equal end is as wrong (an empty period).
    if (!isValidRentalPeriod({ start: v.startsAt, end: v.endsAt }))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'rental.endsBeforeStart' });
  });
export type RentalInput = z.infer<typeof rentalInputSchema>;
