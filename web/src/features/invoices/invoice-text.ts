import type { TFunction } from 'i18next';
import { formatPercent, formatQuantity } from '../../lib/format/index.ts';

/** What names an invoice: its kind, its number (null while a draft) and its state. */
interface Named {
  kind: 'invoice' | 'creditNote';
  number: number | null;
}

/** "Faktura nr. 12", "Kreditnota nr. 13", or "Kladde" while it has no number. */
export function invoiceTitle(t: TFunction, invoice: Named): string {
  if (invoice.number === null) return t('invoices.title.draft');
  return t(invoice.kind === 'creditNote' ? 'invoices.title.creditNote' : 'invoices.title.invoice', {
    number: invoice.number,
  });
}

type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

/** A badge: its i18n key and values, and its tone. */
export interface InvoiceBadge {
  key: string;
  tone: Tone;
  values?: Record<string, number>;
}

/**
 * The badges of an invoice's state, each an i18n key with its tone: a credit note is "Kreditnota" (issued at once,
 * never paid or overdue); an invoice its state (Kladde, Udstedt, or Sendt once mailed, Betalt, Krediteret), and
 * "Delvist krediteret" when a credit note took part of it, "Forfalden" when it is issued, unpaid and past its due date,
 * and "Rykket 2×" once reminded.
 */
export function invoiceBadges(invoice: {
  kind: 'invoice' | 'creditNote';
  state: 'draft' | 'issued' | 'paid' | 'credited';
  overdue: boolean;
  sentAt: string | null;
  reminderCount: number;
  creditedTotal: number;
}): InvoiceBadge[] {
  if (invoice.kind === 'creditNote') return [{ key: 'invoices.kind.creditNote', tone: 'accent' }];
  const tones = { draft: 'neutral', issued: 'info', paid: 'success', credited: 'warning' } as const;
  const state = invoice.state === 'issued' && invoice.sentAt !== null ? 'sent' : invoice.state;
  const badges: InvoiceBadge[] = [{ key: `invoices.state.${state}`, tone: tones[invoice.state] }];
  if (invoice.state !== 'credited' && invoice.creditedTotal > 0)
    badges.push({ key: 'invoices.state.partlyCredited', tone: 'warning' });
  if (invoice.overdue) badges.push({ key: 'invoices.state.overdue', tone: 'danger' });
  if (invoice.state === 'issued' && invoice.reminderCount > 0) {
    badges.push({ key: 'invoices.state.reminded', tone: 'warning', values: { count: invoice.reminderCount } });
  }
  return badges;
}

/** "Moms 25 %" when every line has the same rate (the rule today), else plain "Moms". */
export function vatLabel(t: TFunction, lines: readonly { vatBp: number }[]): string {
  const rates = new Set(lines.map((line) => line.vatBp));
  if (rates.size !== 1) return t('invoices.totals.vat');
  return t('invoices.totals.vatRate', { rate: formatPercent([...rates][0]!) });
}

/** A line's quantity with its unit's short name: "2,5 m", "1 stk."; a unit the catalog does not know as it is. */
export function quantityText(t: TFunction, milli: number, unit: string): string {
  return `${formatQuantity(milli)} ${t(`items.unitShort.${unit}`, { defaultValue: unit })}`;
}

/** A line's discount: "10 %", or nothing without one. */
export function discountText(discountBp: number): string {
  return discountBp === 0 ? '' : formatPercent(discountBp);
}
