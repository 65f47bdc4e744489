import { interfaceLanguage, numberFormat, type FormatLanguage } from './language.ts';

/*
 * Quantities are stored as thousandths of their unit (2,5 m = 2500; decisions/0017) and shown as decimal numbers the
 * interface language's way: 2,5 (da), 2.5 (en), at most three decimals, grouped for reading (1.250), not in a field.
 * Markups and discounts are basis points (2500 = 25 %), shown and typed as percent with at most two decimals.
 */

/** Thousandths for reading: 2500 → '2,5', 1 250 000 → '1.250' (da); signed as stored; null is ''. */
export function formatQuantity(
  milli: number | null | undefined,
  language: FormatLanguage = interfaceLanguage(),
): string {
  if (milli === null || milli === undefined) return '';
  return numberFormat('quantity', language, { maximumFractionDigits: 3 }).format(milli / 1000);
}

/** Thousandths as a form's value: no grouping, the language's decimal mark (1234,5); null is ''. */
export function formatQuantityInput(
  milli: number | null | undefined,
  language: FormatLanguage = interfaceLanguage(),
): string {
  if (milli === null || milli === undefined) return '';
  return numberFormat('quantity input', language, { maximumFractionDigits: 3, useGrouping: false }).format(
    milli / 1000,
  );
}

/**
 * A typed quantity to thousandths: either mark as the decimal one (2,5 or 2.5), no grouping, at most three decimals,
 * a leading minus (or −) allowed (a stock correction; every other caller refuses a negative itself). '' is null;
 * anything else 'invalid'.
 */
export function parseQuantity(text: string): number | null | 'invalid' {
  const v = text.trim().replace(/^[−–]/, '-').replace(/\s/g, '');
  if (v === '') return null;
  const match = /^(-?)(\d+)(?:[.,](\d{1,3}))?$/.exec(v);
  if (!match) return 'invalid';
  const milli = Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0'));
  if (!Number.isSafeInteger(milli)) return 'invalid';
  return match[1] ? -milli : milli;
}

/** Basis points as percent for reading: 2500 → '25 %', 1250 → '12,5 %' (da); '12.5%' (en); null is '—'. */
export function formatPercent(
  basisPoints: number | null | undefined,
  language: FormatLanguage = interfaceLanguage(),
): string {
  if (basisPoints === null || basisPoints === undefined) return '—';
  return numberFormat('percent', language, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** Basis points as a percent field shows them: 1250 → '12,5' (da); null is ''. */
export function formatPercentInput(
  basisPoints: number | null | undefined,
  language: FormatLanguage = interfaceLanguage(),
): string {
  if (basisPoints === null || basisPoints === undefined) return '';
  return numberFormat('percentInput', language, { maximumFractionDigits: 2, useGrouping: false }).format(
    basisPoints / 100,
  );
}

/** A typed percent to basis points: '12,5' or '12.5' → 1250; at most two decimals; '' is null, else 'invalid'. */
export function parsePercent(text: string): number | null | 'invalid' {
  const v = text.trim().replace(/\s+/g, '').replace(/%$/, '');
  if (v === '') return null;
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(v);
  if (!match) return 'invalid';
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(bp) ? bp : 'invalid';
}
