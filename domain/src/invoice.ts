import { z } from 'zod';
import { isUuid, optionalText } from './fields.ts';
import { itemLimits, lineTotalOre, mulDivHalfUp } from './item.ts';
import { discountBpSchema } from './visit-line.ts';

/**
 * Invoices (issue #17), Danish bookkeeping: money in whole øre, VAT 25 % computed per line (half up, away from zero
 * for a credit), a gapless number given when the invoice is issued, and no change after that: a credit note corrects.
 * A credit note's lines mirror its invoice's with the opposite sign.
 */

/** The Danish standard rate, basis points. */
export const standardVatBp = 2500;

export const invoiceKinds = ['invoice', 'creditNote'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** Stored states; `overdue` and `sent` are shown, not stored (derived from the due date and the mail). */
export const invoiceStates = ['draft', 'issued', 'paid', 'credited'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

export const invoiceLimits = {
  maxVisits: 200,
  /** Lines a draft is saved with by hand (an invoice of 200 visits has more, from the visits). */
  maxEditedLines: 5000,
  referenceLength: 200,
  noteLength: 2000,
} as const;

/** The VAT rates a line may carry, basis points: the standard 25 % and 0 (a VAT-exempt line). */
export const invoiceVatRatesBp = [0, standardVatBp] as const;

/** One line's amounts: net = unit price × quantity × (1 − discount), VAT on the net, both in øre. */
export interface InvoiceLineAmounts {
  net: number;
  vat: number;
}

export function invoiceLineAmounts(
  line: { unitPrice: number; quantity: number; discountBp: number; vatBp: number },
  sign: 1 | -1 = 1,
): InvoiceLineAmounts {
  const net = sign * lineTotalOre(line.unitPrice, line.quantity, line.discountBp);
  return { net, vat: mulDivHalfUp(net, line.vatBp, 10_000) };
}

/** An invoice's totals: the sums of its lines' net and VAT (VAT rounded per line, as the lines show it). */
export function invoiceTotals(lines: readonly InvoiceLineAmounts[]): { net: number; vat: number; total: number } {
  const net = lines.reduce((sum, l) => sum + l.net, 0);
  const vat = lines.reduce((sum, l) => sum + l.vat, 0);
  return { net, vat, total: net + vat };
}

/** The due date: the issue date (YYYY-MM-DD) plus the payment delay in days. */
export function dueDateOf(issueDate: string, paymentDelayDays: number): string {
  const day = new Date(`${issueDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + paymentDelayDays);
  return day.toISOString().slice(0, 10);
}

/** Overdue: issued, not paid or credited, and the due date before `today` (YYYY-MM-DD, Copenhagen). */
export function isOverdue(invoice: { state: InvoiceState; dueDate: string | null }, today: string): boolean {
  return invoice.state === 'issued' && invoice.dueDate !== null && invoice.dueDate < today;
}

const uuid = (reason: string) => z.string().refine(isUuid, reason);

/** An invoice made from finished visits of one customer. */
export const invoiceFromVisitsInputSchema = z.object({
  visitIds: z
    .array(uuid('invoice.visitNotFound'))
    .min(1, 'invoice.visitsRequired')
    .max(invoiceLimits.maxVisits, 'invoice.tooManyVisits')
    .refine((ids) => new Set(ids).size === ids.length, 'invoice.visitRepeated'),
});
export type InvoiceFromVisitsInput = z.infer<typeof invoiceFromVisitsInputSchema>;

/**
 * A line of a draft as the office writes it: free text, a quantity in thousandths (more than zero), a unit price in
 * øre that may be negative (a discount line), a discount and one of the VAT rates. An existing line keeps its id
 * (and so its visit); a line without one is new.
 */
export const invoiceDraftLineSchema = z.object({
  id: z.string().refine(isUuid, 'invoice.lineNotFound').nullish(),
  description: z.string().trim().min(1, 'required').max(500, 'tooLong'),
  quantity: z
    .number({ message: 'invoice.quantityInvalid' })
    .int('invoice.quantityInvalid')
    .min(1, 'invoice.quantityInvalid')
    .max(itemLimits.maxQuantityMilli, 'invoice.quantityInvalid'),
  unit: z.string().trim().min(1, 'required').max(20, 'tooLong'),
  unitPrice: z
    .number({ message: 'money_invalid' })
    .int('money_invalid')
    .min(-itemLimits.maxPriceOre, 'money_invalid')
    .max(itemLimits.maxPriceOre, 'item.priceTooHigh'),
  discountBp: discountBpSchema,
  vatBp: z
    .number({ message: 'invoice.vatInvalid' })
    .refine((v) => (invoiceVatRatesBp as readonly number[]).includes(v), 'invoice.vatInvalid'),
});
export type InvoiceDraftLine = z.infer<typeof invoiceDraftLineSchema>;

const referenceSchema = optionalText(invoiceLimits.referenceLength);
const noteSchema = optionalText(invoiceLimits.noteLength);

/** A draft saved whole: its reference, note and every line in order. */
export const invoiceDraftInputSchema = z.object({
  id: z.string().min(1, 'required'),
  version: z.number().int(),
  reference: referenceSchema,
  note: noteSchema,
  lines: z.array(invoiceDraftLineSchema).max(invoiceLimits.maxEditedLines, 'invoice.tooManyLines'),
});
export type InvoiceDraftInput = z.infer<typeof invoiceDraftInputSchema>;

/** An invoice by hand: a draft for a customer, its lines written after. */
export const newInvoiceInputSchema = z.object({
  customerId: uuid('invoice.customerNotFound'),
  reference: referenceSchema,
  note: noteSchema,
});
export type NewInvoiceInput = z.infer<typeof newInvoiceInputSchema>;

/** A draft's lines priced as they will be issued: each line's net and VAT, in order. */
export function priceDraftLines<T extends Omit<InvoiceDraftLine, 'id'>>(lines: readonly T[]) {
  return lines.map((line) => ({ ...line, ...invoiceLineAmounts(line) }));
}

/**
 * Why a draft cannot be issued, or null: it has no line, or its total is below zero (only a credit note is
 * negative, and a credit note is made by crediting an invoice).
 */
export function draftIssueRefusal(totals: { total: number }, lineCount: number): string | null {
  if (lineCount === 0) return 'invoice.noLines';
  if (totals.total < 0) return 'invoice.negativeTotal';
  return null;
}

/**
 * The spec's invoice actions on visits (section 4) for work invoiced outside Servio: set invoiced, invoiced and paid,
 * paid, unpaid, uninvoiced. A visit on one of Servio's invoices follows its invoice instead.
 */
export const visitInvoiceActions = ['invoiced', 'invoicedAndPaid', 'paid', 'unpaid', 'uninvoiced'] as const;
export type VisitInvoiceAction = (typeof visitInvoiceActions)[number];

export const visitInvoiceStateInputSchema = z.object({
  visitIds: z
    .array(uuid('invoice.visitNotFound'))
    .min(1, 'invoice.visitsRequired')
    .max(invoiceLimits.maxVisits, 'invoice.tooManyVisits')
    .refine((ids) => new Set(ids).size === ids.length, 'invoice.visitRepeated'),
  action: z.enum(visitInvoiceActions, { message: 'invoice.actionInvalid' }),
});
export type VisitInvoiceStateInput = z.infer<typeof visitInvoiceStateInputSchema>;
