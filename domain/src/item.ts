import { z } from 'zod';
import { eanFieldSchema, isUuid, optionalText } from './fields.ts';

/**
 * Items (the materials a visit uses) and item groups (spec section 3). Money is whole øre, without VAT; a markup
 * and a discount are basis points (1 % = 100), so that 12,5 % is exact; a quantity is thousandths of its unit
 * (1 m = 1000), so that 2,5 m of pipe is exact. Every computation rounds once, to whole øre, half up.
 */

/** The units an item is counted in; the web shows them translated (item.unit.<key>). */
export const itemUnits = ['stk', 'm', 'm2', 'm3', 'l', 'kg', 'time', 'pakke', 'saet', 'rulle', 'ks'] as const;
export type ItemUnit = (typeof itemUnits)[number];

export const itemLimits = {
  /** 10 million kroner in øre. */
  maxPriceOre: 1_000_000_000,
  /** 1000 % markup. */
  maxMarkupBp: 100_000,
  /** One million units, in thousandths. */
  maxQuantityMilli: 1_000_000_000,
  skuLength: 64,
  nameLength: 200,
} as const;

/** Whole øre from 0 to 10 million kroner. */
export const priceOreSchema = z
  .number()
  .int('money_invalid')
  .min(0, 'money_invalid')
  .max(itemLimits.maxPriceOre, 'item.priceTooHigh');

/** a × b / c, rounded half up to a whole number, exact for any size (BigInt), for non-negative and negative a × b. */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(c);
  const sign = num < 0n !== den < 0n ? -1n : 1n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  // Half up means away from zero at exactly .5 for a negative amount too (a credit mirrors its debit).
  const q = (2n * n + d) / (2n * d);
  return Number(sign * q);
}

/** The sales price an item that follows its group gets: cost × (1 + markup), in whole øre, half up. */
export function priceWithMarkup(costOre: number, markupBp: number): number {
  return mulDivHalfUp(costOre, 10_000 + markupBp, 10_000);
}

/** A visit line's total: unit price × quantity × (1 − discount), in whole øre, half up, rounded once. */
export function lineTotalOre(unitPriceOre: number, quantityMilli: number, discountBp = 0): number {
  return mulDivHalfUp(unitPriceOre, quantityMilli * (10_000 - discountBp), 1000 * 10_000);
}

/** The sales price an item has: its own when it does not follow its group (or has none), else cost plus markup. */
export function effectiveSalesPrice(item: {
  costPrice: number | null;
  salesPrice: number | null;
  followsGroupPrice: boolean;
  groupMarkupBp: number | null;
}): number | null {
  if (!item.followsGroupPrice || item.groupMarkupBp === null || item.costPrice === null) return item.salesPrice;
  return priceWithMarkup(item.costPrice, item.groupMarkupBp);
}

const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');

/** A SKU: printable, no spaces at the ends, unique per company (the server checks that). */
export const skuSchema = requiredText(itemLimits.skuLength).refine(
  (v) => [...v].every((c) => c.charCodeAt(0) >= 0x20),
  'item.skuInvalid',
);

/** An item's barcode: an EAN-13 with its check digit (spaces removed), '' or null clears it. */
export const barcodeSchema = eanFieldSchema;

const quantityMilliSchema = z
  .number()
  .int('quantity_invalid')
  .min(0, 'quantity_invalid')
  .max(itemLimits.maxQuantityMilli, 'quantity_invalid');

export const itemInputSchema = z.object({
  sku: skuSchema,
  name: requiredText(itemLimits.nameLength),
  unit: z.enum(itemUnits, { message: 'item.unitInvalid' }),
  costPrice: priceOreSchema.nullish(),
  listPrice: priceOreSchema.nullish(),
  salesPrice: priceOreSchema.nullish(),
  groupId: z
    .string()
    .refine((v) => v === '' || isUuid(v), 'itemGroup.notFound')
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  /** True: the sales price is cost plus the group's markup (and follows it); false: the item's own sales price. */
  followsGroupPrice: z.boolean().nullish(),
  active: z.boolean().nullish(),
  barcode: barcodeSchema,
  description: optionalText(2000),
  /** Thousandths of the unit; null: no warning. */
  lowStockThreshold: quantityMilliSchema.nullish(),
});
export type ItemInput = z.infer<typeof itemInputSchema>;

export const itemGroupInputSchema = z.object({
  name: requiredText(100),
  markupBp: z.number().int('markup_invalid').min(0, 'markup_invalid').max(itemLimits.maxMarkupBp, 'markup_invalid'),
});
export type ItemGroupInput = z.infer<typeof itemGroupInputSchema>;
