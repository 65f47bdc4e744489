import { z } from 'zod';
import { isUuid } from './fields.ts';
import { lineTotalOre, mulDivHalfUp } from './item.ts';

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
} as const;

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
