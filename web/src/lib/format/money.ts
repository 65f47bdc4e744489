import { interfaceLanguage, numberFormat, type FormatLanguage } from './language.ts';
import { separators } from './number.ts';

/*
 * Money is stored as whole øre in DKK (decisions.md). Shown the way the interface language writes it: Danish
 * 1.234,50 kr.; English DKK 1,234.50, the ISO code being how British English names a foreign currency (and what Intl
 * writes for en-GB, so nothing here is assembled by hand). Typed amounts are kroner without the currency, so the
 * fields, their hints and their examples read 1.234,50 in Danish and 1,234.50 in English.
 */

/** Øre as the kroner a money field shows: 1.234,50 (da), 1,234.50 (en); null is ''. */
export function formatKroner(ore: number | null | undefined, language: FormatLanguage = interfaceLanguage()): string {
  if (ore === null || ore === undefined) return '';
  return numberFormat('kroner', language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100);
}

/** Øre as money for reading: 1.234,50 kr. (da), DKK 1,234.50 (en); null is '—'. */
export function formatMoney(ore: number | null | undefined, language: FormatLanguage = interfaceLanguage()): string {
  if (ore === null || ore === undefined) return '—';
  return numberFormat('money', language, { style: 'currency', currency: 'DKK' }).format(ore / 100);
}

/** The amount the money fields' hints and messages show as an example: 1.234,50 (da), 1,234.50 (en). */
export function moneyExample(language: FormatLanguage = interfaceLanguage()): string {
  return formatKroner(123450, language);
}

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Kroner typed by a person to øre. The language's own way is read (1.234,50 in Danish, 1,234.50 in English), and
 * so is the other's where it cannot be mistaken: with both marks the last is the decimal one; a lone mark followed
 * by exactly three digits groups thousands when it is the language's grouping mark (1.000 is a thousand in Danish,
 * 1,000 in English), else it is the decimal mark (12.5 and 12,5 are twelve and a half in both). Spaces, 'kr.' and
 * 'DKK' are ignored. '' is null (no amount); anything that is not an amount ≥ 0 with at most two decimals is
 * 'invalid'.
 */
export function parseKroner(text: string, language: FormatLanguage = interfaceLanguage()): number | null | 'invalid' {
  const v = text
    .trim()
    .replace(/\s+/g, '')
    .replace(/^dkk/i, '')
    .replace(/(kr\.?|dkk)$/i, '');
  if (v === '') return null;
  const marks = [...new Set(v.replace(/\d/g, ''))];
  if (marks.some((m) => m !== '.' && m !== ',')) return 'invalid';
  let group: string | null;
  if (marks.length === 2) group = v.lastIndexOf('.') > v.lastIndexOf(',') ? ',' : '.';
  else if (marks.length === 0) group = null;
  else {
    const mark = marks[0]!;
    const several = v.indexOf(mark) !== v.lastIndexOf(mark);
    const thousands = new RegExp(`^\\d{1,3}${escape(mark)}\\d{3}$`).test(v);
    group = several || (thousands && mark === separators(language).group) ? mark : null;
  }
  let plain = v.replace(',', '.');
  if (group !== null) {
    const at = v.indexOf(group === '.' ? ',' : '.');
    const whole = at < 0 ? v : v.slice(0, at);
    if (!new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})*$`).test(whole)) return 'invalid';
    plain = whole.split(group).join('') + (at < 0 ? '' : `.${v.slice(at + 1)}`);
  }
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return 'invalid';
  const ore = Math.round(Number(plain) * 100);
  return Number.isSafeInteger(ore) ? ore : 'invalid';
}
