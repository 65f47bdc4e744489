import { z } from 'zod';
import { bookingLimits } from './booking-hours.ts';
import { isUuid, optionalText } from './fields.ts';
import { isValidServiceInterval } from './material-service.ts';

/**
 * The equipment catalogue's inputs (issue #18, docs/decisions/0033-equipment.md): a category (heat pump, fire
 * extinguisher, bait station…) holds products; a product is a model from a supplier with a default service interval
 * and three free columns whose titles the company names.
 */

export const equipmentCatalogueLimits = { nameLength: 100, supplierLength: 100, columnLength: 200 } as const;

const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');

export const equipmentCategoryInputSchema = z.object({
  name: requiredText(equipmentCatalogueLimits.nameLength),
});
export type EquipmentCategoryInput = z.infer<typeof equipmentCategoryInputSchema>;

/** Months between services, 1–120 (isValidServiceInterval); null or left out: the company's interval. */
export const serviceIntervalSchema = z
  .number()
  .refine(isValidServiceInterval, 'serviceInterval_invalid')
  .nullish()
  .transform((v) => v ?? null);

export const equipmentProductInputSchema = z
  .object({
    categoryId: z.string().refine(isUuid, 'equipmentCategory.notFound'),
    /** The model. */
    name: requiredText(equipmentCatalogueLimits.nameLength),
    supplier: optionalText(equipmentCatalogueLimits.supplierLength).transform((v) => v ?? null),
    serviceIntervalMonths: serviceIntervalSchema,
    column1: optionalText(equipmentCatalogueLimits.columnLength).transform((v) => v ?? null),
    column2: optionalText(equipmentCatalogueLimits.columnLength).transform((v) => v ?? null),
    column3: optionalText(equipmentCatalogueLimits.columnLength).transform((v) => v ?? null),
    /** On the public booking page (issue #19): a bookable service takes 15–720 minutes; the price is øre incl. VAT. */
    bookable: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    bookingMinutes: z
      .number()
      .int('booking.serviceMinutesInvalid')
      .min(bookingLimits.minServiceMinutes, 'booking.serviceMinutesInvalid')
      .max(bookingLimits.maxServiceMinutes, 'booking.serviceMinutesInvalid')
      .nullish()
      .transform((v) => v ?? null),
    bookingPrice: z
      .number()
      .int('money_invalid')
      .min(0, 'money_invalid')
      .max(100_000_000, 'money_invalid')
      .nullish()
      .transform((v) => v ?? null),
    bookingDescription: optionalText(1000).transform((v) => v ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.bookable && value.bookingMinutes === null)
      ctx.addIssue({ code: 'custom', path: ['bookingMinutes'], message: 'booking.serviceMinutesInvalid' });
  });
export type EquipmentProductInput = z.infer<typeof equipmentProductInputSchema>;
