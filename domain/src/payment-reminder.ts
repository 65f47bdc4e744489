import { z } from 'zod';
import { isUuid } from './fields.ts';
import { mulDivHalfUp } from './item.ts';
import { isOverdue, type InvoiceKind, type InvoiceState } from './invoice.ts';
import { parseDate } from './local-dates.ts';

/**
 * Payment reminders (rykkere) as Danish law allows (renteloven § 9 b): a fee of at most 100 kr. per reminder, at most
 * three reminders with a fee for the same invoice, and at least 10 days between them; each sets a deadline to pay.
 * Interest (renteloven § 5), when the company turns it on: from the due date, at the reference rate plus 8
 * percentage points a year, simple, on the invoice's total.
 */
export const reminderLimits = {
  maxReminders: 3,
  minDaysBetween: 10,
  /** 100 kr. */
  maxFeeOre: 10_000,
  /** The reminder's own deadline: this many days after it is sent (also the spacing to the next). */
  paymentDays: 10,
  /** Invoices reminded in one go. */
  maxInvoices: 200,
  /** The interest's addition to the reference rate, basis points (8 percentage points). */
  interestMarginBp: 800,
} as const;

export type ReminderRefusal = 'reminder.notOverdue' | 'reminder.tooMany' | 'reminder.tooSoon';

/** Why an invoice may not be reminded today (YYYY-MM-DD, Copenhagen), or null when it may. */
export function reminderRefusal(
  invoice: {
    kind: InvoiceKind;
    state: InvoiceState;
    dueDate: string | null;
    reminderCount: number;
    lastReminderOn: string | null;
  },
  today: string,
): ReminderRefusal | null {
  if (invoice.kind !== 'invoice' || !isOverdue(invoice, today)) return 'reminder.notOverdue';
  if (invoice.reminderCount >= reminderLimits.maxReminders) return 'reminder.tooMany';
  if (invoice.lastReminderOn && daysFrom(invoice.lastReminderOn, today) < reminderLimits.minDaysBetween) {
    return 'reminder.tooSoon';
  }
  return null;
}

/** Whole days from one date (YYYY-MM-DD) to another. */
export const daysFrom = (from: string, to: string) => parseDate(to) - parseDate(from);

/**
 * Interest on `principalOre` from the due date to `today` at `annualRateBp` a year: principal × rate × days / 365,
 * half up, in whole øre; nothing before the due date.
 */
export function reminderInterestOre(
  principalOre: number,
  dueDate: string,
  today: string,
  annualRateBp: number,
): number {
  const days = Math.max(0, daysFrom(dueDate, today));
  return mulDivHalfUp(principalOre, annualRateBp * days, 10_000 * 365);
}

/** Reminders for overdue invoices, in one go. */
export const paymentRemindersInputSchema = z.object({
  invoiceIds: z
    .array(z.string().refine(isUuid, 'notFound'))
    .min(1, 'reminder.invoicesRequired')
    .max(reminderLimits.maxInvoices, 'reminder.tooManyInvoices'),
});
