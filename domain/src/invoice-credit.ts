import { z } from 'zod';
import { isUuid } from './fields.ts';
import { invoiceLimits, invoiceLineAmounts, invoiceTotals } from './invoice.ts';

/**
 * Crediting an issued invoice (decisions/0026): in full, or part of it — some lines, or less of a line's quantity.
 * The credit notes of one invoice together never credit more of a line than it invoiced, nor more than its total.
 * The last credit of a line takes exactly what is left of its net and VAT, so an invoice credited in parts comes to
 * zero to the øre, whatever rounding the parts had.
 */

/** An invoice's line with what its earlier credit notes took of it (quantity in thousandths, amounts in øre). */
export interface CreditableLine {
  id: string;
  quantity: number;
  unitPrice: number;
  discountBp: number;
  vatBp: number;
  net: number;
  vat: number;
  creditedQuantity: number;
  creditedNet: number;
  creditedVat: number;
}

export const creditInvoiceInputSchema = z.object({
  id: z.string().min(1, 'required'),
  version: z.number().int(),
  /** The lines to credit and how much of each; left out, everything not yet credited. */
  lines: z
    .array(
      z.object({
        lineId: z.string().refine(isUuid, 'invoice.lineNotFound'),
        quantity: z
          .number({ message: 'invoice.quantityInvalid' })
          .int('invoice.quantityInvalid')
          .min(1, 'invoice.quantityInvalid'),
      }),
    )
    .max(invoiceLimits.maxEditedLines, 'invoice.tooManyLines')
    .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, 'invoice.lineRepeated')
    .nullish(),
});
export type CreditInvoiceInput = z.infer<typeof creditInvoiceInputSchema>;

/** What is left to credit of a line, in thousandths. */
export const creditableQuantity = (line: CreditableLine) => line.quantity - line.creditedQuantity;

/** A credit note's line: the invoice's line it credits, the quantity, and its amounts with the credit's sign. */
export interface CreditLine {
  lineId: string;
  quantity: number;
  net: number;
  vat: number;
}

export type CreditPricing =
  | { ok: true; lines: CreditLine[]; net: number; vat: number; total: number; final: boolean }
  | { ok: false; reason: string; lineId?: string };

/**
 * Prices a credit note of `chosen` (line id → quantity; every line's remainder when null) against the invoice's
 * lines and total with VAT. Refused: a line not on the invoice, more than a line has left (invoice.creditTooLarge,
 * with the line), nothing to credit or a credit that would add to the invoice (invoice.creditNotNegative), or more
 * than the invoice has left in all (invoice.creditTooLarge). `final`: nothing is left to credit after it.
 */
export function priceCredit(
  invoice: { total: number; creditedTotal: number; lines: readonly CreditableLine[] },
  chosen: ReadonlyMap<string, number> | null,
): CreditPricing {
  const byId = new Map(invoice.lines.map((line) => [line.id, line]));
  const wanted = chosen ?? new Map(invoice.lines.map((line) => [line.id, creditableQuantity(line)]));
  const lines: CreditLine[] = [];
  for (const [lineId, quantity] of wanted) {
    const line = byId.get(lineId);
    if (!line) return { ok: false, reason: 'invoice.lineNotFound', lineId };
    const left = creditableQuantity(line);
    if (quantity > left) return { ok: false, reason: 'invoice.creditTooLarge', lineId };
    if (quantity <= 0) continue;
    const amounts =
      quantity === left
        ? { net: -(line.net - line.creditedNet), vat: -(line.vat - line.creditedVat) }
        : invoiceLineAmounts({ ...line, quantity }, -1);
    lines.push({ lineId, quantity, ...amounts });
  }
  const totals = invoiceTotals(lines);
  if (lines.length === 0 || totals.total >= 0) return { ok: false, reason: 'invoice.creditNotNegative' };
  const left = invoice.total - invoice.creditedTotal;
  if (-totals.total > left) return { ok: false, reason: 'invoice.creditTooLarge' };
  const linesLeft = invoice.lines.some((line) => creditableQuantity(line) > (wanted.get(line.id) ?? 0));
  return { ok: true, lines, ...totals, final: -totals.total === left || !linesLeft };
}
