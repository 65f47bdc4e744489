import {
  formatKroner,
  formatPercentInput,
  formatQuantityInput,
  parseKroner,
  parsePercent,
  parseQuantity,
} from '../../lib/format/index.ts';

/** A draft's line as its editor holds it: the numbers as typed, the VAT rate chosen. */
export interface DraftLineValues {
  /** React's key: the line's id, or a new line's own. */
  key: string;
  /** The saved line's id (it keeps its visit); null for a line added here. */
  id: string | null;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  discount: string;
  vatBp: number;
}

export type DraftLineField = 'description' | 'quantity' | 'unitPrice' | 'discount';
export type DraftLineErrors = Partial<Record<DraftLineField, string>>;

/** What saveInvoiceDraft takes of a line. */
export interface DraftLineInput {
  id: string | null;
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  discountBp: number;
  vatBp: number;
}

export function draftLineValues(line: DraftLineInput & { id: string }): DraftLineValues {
  return {
    key: line.id,
    id: line.id,
    description: line.description,
    quantity: formatQuantityInput(line.quantity),
    unit: line.unit,
    unitPrice: formatKroner(line.unitPrice),
    discount: line.discountBp === 0 ? '' : formatPercentInput(line.discountBp),
    vatBp: line.vatBp,
  };
}

let added = 0;

/** A new line: one piece at 25 % VAT, the rest to write. */
export function newDraftLine(): DraftLineValues {
  added += 1;
  return {
    key: `new-${added}`,
    id: null,
    description: '',
    quantity: '1',
    unit: 'stk',
    unitPrice: '',
    discount: '',
    vatBp: 2500,
  };
}

/** Kroner that may be below zero (a discount line): a leading minus, then an amount as parseKroner reads it. */
function parseSignedKroner(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  const negative = /^[-−–]/.test(trimmed);
  const amount = parseKroner(negative ? trimmed.slice(1) : trimmed);
  if (typeof amount !== 'number') return amount;
  return negative ? -amount : amount;
}

/** The line as the server takes it, or the errors (keys of the invoices catalog) per field. */
export function parseDraftLine(
  values: DraftLineValues,
): { ok: true; line: DraftLineInput } | { ok: false; errors: DraftLineErrors } {
  const errors: DraftLineErrors = {};
  const description = values.description.trim();
  if (!description) errors.description = 'invoices.editor.errors.description';
  const quantity = parseQuantity(values.quantity);
  if (typeof quantity !== 'number' || quantity <= 0) errors.quantity = 'invoices.editor.errors.quantity';
  const unitPrice = parseSignedKroner(values.unitPrice);
  if (typeof unitPrice !== 'number') errors.unitPrice = 'invoices.editor.errors.unitPrice';
  const discount = values.discount.trim() === '' ? 0 : parsePercent(values.discount);
  if (typeof discount !== 'number' || discount > 10_000) errors.discount = 'invoices.editor.errors.discount';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    line: {
      id: values.id,
      description,
      quantity: quantity as number,
      unit: values.unit,
      unitPrice: unitPrice as number,
      discountBp: discount as number,
      vatBp: values.vatBp,
    },
  };
}
