import { parseKroner, parsePercent, parseQuantity } from '../../lib/format/index.ts';

/** The texts of a line's editable numbers, as typed (Danish or English marks). */
export interface LineNumbers {
  quantity: string;
  unitPrice: string;
  discount: string;
}

export type LineErrors = Partial<Record<keyof LineNumbers, string>>;

/**
 * The numbers a line form sends, or the errors (keys of the visitLines catalog) per field. Without `prices` the
 * price and discount are left out (the server uses the item's price and refuses any other).
 */
export function lineNumbers(
  values: LineNumbers,
  prices: boolean,
):
  | { ok: true; quantity: number; unitPrice?: number | null; discountBp?: number | null }
  | { ok: false; errors: LineErrors } {
  const errors: LineErrors = {};
  const quantity = parseQuantity(values.quantity);
  if (quantity === null || quantity === 'invalid' || quantity <= 0) errors.quantity = 'visitLines.errors.quantity';
  const unitPrice = prices ? parseKroner(values.unitPrice) : null;
  if (unitPrice === 'invalid' || (typeof unitPrice === 'number' && unitPrice < 0))
    errors.unitPrice = 'visitLines.errors.price';
  const discount = prices ? parsePercent(values.discount) : null;
  if (discount === 'invalid' || (typeof discount === 'number' && (discount < 0 || discount > 10_000)))
    errors.discount = 'visitLines.errors.discount';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!prices) return { ok: true, quantity: quantity as number };
  return {
    ok: true,
    quantity: quantity as number,
    unitPrice: unitPrice as number | null,
    discountBp: discount as number | null,
  };
}
