import { z } from 'zod';
import { isUuid } from './fields.ts';
import { itemLimits, lineTotalOre, priceOreSchema } from './item.ts';

/**
 * A visit line's input (materials on a visit, issue #15) and the stock ledger's. Quantities are thousandths of the
 * unit; a line's quantity and a received, moved or counted quantity are never negative — only a stock correction is
 * signed. Money is whole øre (at most 10 million kroner), a discount basis points (0–100 %).
 */

/** A line's quantity: more than zero, at most one million units (thousandths). */
export const lineQuantitySchema = z
  .number({ message: 'visitLine.quantityInvalid' })
  .int('visitLine.quantityInvalid')
  .min(1, 'visitLine.quantityInvalid')
  .max(itemLimits.maxQuantityMilli, 'visitLine.quantityInvalid');

export const discountBpSchema = z
  .number({ message: 'visitLine.discountInvalid' })
  .int('visitLine.discountInvalid')
  .min(0, 'visitLine.discountInvalid')
  .max(10_000, 'visitLine.discountInvalid');

const uuidOrNull = (reason: string) =>
  z
    .string()
    .refine((v) => v === '' || isUuid(v), reason)
    .transform((v) => (v === '' ? null : v))
    .nullish();

const descriptionSchema = z.string().trim().max(500, 'tooLong').nullish();

/** A new line: an item (its name, SKU and unit copied) or a free-text description. */
export const addVisitLineInputSchema = z
  .object({
    visitId: z.string().min(1, 'required'),
    itemId: uuidOrNull('visitLine.itemNotFound'),
    description: descriptionSchema,
    quantity: lineQuantitySchema,
    /** Left out: the item's sales price (0 for free text). */
    unitPrice: priceOreSchema.nullish(),
    discountBp: discountBpSchema.nullish(),
    /** Whose van the material comes from (administrators; a technician's own line is theirs). */
    employeeId: uuidOrNull('visitLine.employeeNotFound'),
  })
  .superRefine((v, ctx) => {
    if (!v.itemId && !v.description)
      ctx.addIssue({ code: 'custom', path: ['description'], message: 'visitLine.itemOrDescription' });
  });
export type AddVisitLineInput = z.infer<typeof addVisitLineInputSchema>;

/** A change of a line: only what is named changes. */
export const updateVisitLineInputSchema = z.object({
  description: z.string().trim().min(1, 'required').max(500, 'tooLong').nullish(),
  quantity: lineQuantitySchema.nullish(),
  unitPrice: priceOreSchema.nullish(),
  discountBp: discountBpSchema.nullish(),
});
export type UpdateVisitLineInput = z.infer<typeof updateVisitLineInputSchema>;

/** The sum a visit costs: its fixed price plus its lines' totals. */
export function visitTotalOre(price: number | null, lineTotals: readonly number[]): number {
  return (price ?? 0) + lineTotals.reduce((a, b) => a + b, 0);
}

export { lineTotalOre };

/** A received, moved or counted quantity: zero or more (a count may find nothing), thousandths. */
export const stockQuantitySchema = z
  .number({ message: 'stock.quantityInvalid' })
  .int('stock.quantityInvalid')
  .min(0, 'stock.quantityInvalid')
  .max(itemLimits.maxQuantityMilli, 'stock.quantityInvalid');

/** A correction's quantity: signed, not zero. */
export const stockCorrectionSchema = z
  .number({ message: 'stock.quantityInvalid' })
  .int('stock.quantityInvalid')
  .min(-itemLimits.maxQuantityMilli, 'stock.quantityInvalid')
  .max(itemLimits.maxQuantityMilli, 'stock.quantityInvalid')
  .refine((v) => v !== 0, 'stock.quantityInvalid');

const noteSchema = z.string().trim().max(500, 'tooLong').nullish();
const itemIdSchema = z.string().refine(isUuid, 'stock.itemNotFound');
/** A location: null the main stock, else a field worker's van (their user id). */
const locationSchema = uuidOrNull('stock.locationNotFound');

export const receiveStockInputSchema = z.object({
  itemId: itemIdSchema,
  employeeId: locationSchema,
  quantity: stockQuantitySchema.refine((v) => v > 0, 'stock.quantityInvalid'),
  note: noteSchema,
});
export const moveStockInputSchema = z
  .object({
    itemId: itemIdSchema,
    fromEmployeeId: locationSchema,
    toEmployeeId: locationSchema,
    quantity: stockQuantitySchema.refine((v) => v > 0, 'stock.quantityInvalid'),
    note: noteSchema,
  })
  .refine((v) => (v.fromEmployeeId ?? null) !== (v.toEmployeeId ?? null), {
    path: ['toEmployeeId'],
    message: 'stock.sameLocation',
  });
export const countStockInputSchema = z.object({
  itemId: itemIdSchema,
  employeeId: locationSchema,
  countedQuantity: stockQuantitySchema,
  note: noteSchema,
});
export const correctStockInputSchema = z.object({
  itemId: itemIdSchema,
  employeeId: locationSchema,
  quantity: stockCorrectionSchema,
  note: z.string().trim().min(1, 'stock.noteRequired').max(500, 'tooLong'),
});
