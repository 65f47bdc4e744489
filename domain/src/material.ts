import { z } from 'zod';
import { addressSchema } from './address.ts';
import { serviceIntervalSchema } from './equipment-catalogue.ts';
import { isUuid, optionalText } from './fields.ts';
import { parseDate, dateString } from './local-dates.ts';

/**
 * A material (one installed unit of equipment, issue #18, docs/decisions/0033-equipment.md): a product, a serial
 * number unique within the product, a customer and/or a fixed address, and its service settings. The service rules
 * (interval, next date, status) are material-service.ts.
 */

export const materialLimits = { serialLength: 100, nameLength: 200, placementLength: 500 } as const;

/** A calendar date YYYY-MM-DD that exists (2026-02-30 is refused). */
export const localDateSchema = z.string().refine((v) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  return dateString(parseDate(v)) === v;
}, 'date_invalid');

const optionalDate = localDateSchema
  .nullish()
  .or(z.literal(''))
  .transform((v) => (v ? v : null));

const nullable = <T extends z.ZodType>(schema: T) => schema.transform((v) => v ?? null);

export const materialInputSchema = z.object({
  productId: z.string().refine(isUuid, 'material.productNotFound'),
  serialNumber: nullable(optionalText(materialLimits.serialLength)),
  name: nullable(optionalText(materialLimits.nameLength)),
  placement: nullable(optionalText(materialLimits.placementLength)),
  installedOn: optionalDate,
  customerId: z
    .string()
    .refine(isUuid, 'material.customerNotFound')
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
  /** A fixed address: the unit stays there whoever its customer is. Null or all empty: none. */
  address: addressSchema.nullish().transform((a) => (a && (a.streetAddress || a.zipcode || a.city) ? a : null)),
  /** On, off, or null: the company's materielServiceActive. */
  serviceActive: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  /** Its own interval (1–120); null: the product's, else the company's. */
  serviceIntervalMonths: serviceIntervalSchema,
  /** Normally set by completing a visit; the form may set it for a unit serviced before it was registered. */
  lastServiceOn: optionalDate,
  rentable: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type MaterialInput = z.infer<typeof materialInputSchema>;

/** A material as a line shows it: its name, else the product's model with its serial number. */
export function materialLabel(m: { name: string | null; serialNumber: string | null; productName: string }): string {
  if (m.name) return m.name;
  return m.serialNumber ? `${m.productName} · ${m.serialNumber}` : m.productName;
}

/**
 * Whether a visit's customer and address are locked by its materials: a unit with a fixed address or a connected
 * customer belongs where it is, so the visit cannot move to another customer or address (spec).
 */
export const materialLocksVisit = (m: {
  customerId: string | null;
  streetAddress: string | null;
  zipcode: string | null;
}) => m.customerId !== null || m.streetAddress !== null || m.zipcode !== null;
