import { interfaceLanguage, numberFormat, type FormatLanguage } from './language.ts';

/**
 * A quantity stored in thousandths of its unit (1 m = 1000, domain/src/item.ts) for reading: at most three
 * decimals, grouped, the language's marks (2,5 and 1.000 in Danish; 2.5 and 1,000 in English). Signed as stored.
 */
export function formatQuantity(milli: number, language: FormatLanguage = interfaceLanguage()): string {
  return numberFormat('quantity', language, { maximumFractionDigits: 3 }).format(milli / 1000);
}

/** A quantity as a form's value: no grouping, the language's decimal mark (2,5). */
export function formatQuantityInput(milli: number, language: FormatLanguage = interfaceLanguage()): string {
  return numberFormat('quantity input', language, { maximumFractionDigits: 3, useGrouping: false }).format(
    milli / 1000,
  );
}

/**
 * A typed quantity in thousandths: either decimal mark, at most three decimals, a leading minus (or −) allowed (a
 * correction). '' is null; anything else 'invalid'.
 */
export function parseQuantity(text: string): number | null | 'invalid' {
  const v = text.trim().replace(/^[−–]/, '-').replace(/\s/g, '');
  if (v === '') return null;
  if (!/^-?\d+([.,]\d{1,3})?$/.test(v)) return 'invalid';
  const [whole, fraction = ''] = v.replace('-', '').split(/[.,]/);
  const milli = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  return v.startsWith('-') ? -milli : milli;
}
