import { parseQuantity } from '../../lib/format/index.ts';
import type { StockOperation } from './stock-api.ts';

export interface StockFormValues {
  employeeId: string;
  toEmployeeId: string;
  quantity: string;
  note: string;
}

export type StockFormErrors = Partial<Record<keyof StockFormValues, string>>;

/**
 * The quantity an operation sends (thousandths), or the message keys per field: receive and move take more than
 * zero, a count zero or more, a correction anything but zero (the one negative), with a reason.
 */
export function stockQuantity(
  operation: StockOperation,
  values: StockFormValues,
): { ok: true; quantity: number } | { ok: false; errors: StockFormErrors } {
  const errors: StockFormErrors = {};
  const q = parseQuantity(values.quantity);
  const n = typeof q === 'number' ? q : null;
  if (operation === 'count') {
    if (n === null || n < 0) errors.quantity = 'stock.errors.counted';
  } else if (operation === 'correct') {
    if (n === null || n === 0) errors.quantity = 'stock.errors.correction';
    if (!values.note.trim()) errors.note = 'stock.errors.reason';
  } else if (n === null || n <= 0) errors.quantity = 'stock.errors.quantity';
  if (operation === 'move' && values.employeeId === values.toEmployeeId)
    errors.toEmployeeId = 'reasons.stock.sameLocation';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, quantity: n! };
}
