import { interfaceLanguage, numberFormat, type FormatLanguage } from './language.ts';

/** The language's decimal and grouping marks: ',' and '.' in Danish, '.' and ',' in English. */
export function separators(language: FormatLanguage = interfaceLanguage()): { decimal: string; group: string } {
  const parts = numberFormat('separators', language, {}).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')!.value,
    group: parts.find((p) => p.type === 'group')!.value,
  };
}

/** A count grouped for reading: 2.345 (da), 2,345 (en). */
export function formatCount(value: number, language: FormatLanguage = interfaceLanguage()): string {
  return numberFormat('count', language, { maximumFractionDigits: 0 }).format(value);
}

/**
 * A coordinate as a form's value: every digit stored, the language's decimal mark, no grouping (55,6761 in Danish,
 * 55.6761 in English), so that saving the form again keeps the number. null is ''.
 */
export function formatCoordinateInput(
  value: number | null | undefined,
  language: FormatLanguage = interfaceLanguage(),
): string {
  if (value === null || value === undefined) return '';
  return numberFormat('coordinate input', language, { maximumFractionDigits: 20, useGrouping: false }).format(value);
}

/** A coordinate for reading: at most six decimals (about ten centimetres), the language's decimal mark. */
export function formatCoordinate(value: number, language: FormatLanguage = interfaceLanguage()): string {
  return numberFormat('coordinate', language, { maximumFractionDigits: 6, useGrouping: false }).format(value);
}

/**
 * A point for reading. Where the decimal mark is a comma (Danish) the two numbers are parted by a semicolon,
 * 55,6761; 12,5683, so the comma is not read twice; in English 55.6761, 12.5683.
 */
export function formatCoordinates(
  latitude: number,
  longitude: number,
  language: FormatLanguage = interfaceLanguage(),
): string {
  const parting = separators(language).decimal === ',' ? '; ' : ', ';
  return `${formatCoordinate(latitude, language)}${parting}${formatCoordinate(longitude, language)}`;
}

/**
 * A typed decimal number without grouping, with either mark (55,6761 or 55.6761, -12.5): what a coordinate field
 * reads in both languages. '' is null; anything else that is not such a number is 'invalid'.
 */
export function parseDecimal(text: string): number | null | 'invalid' {
  const v = text.trim().replace(/^−/, '-');
  if (v === '') return null;
  if (!/^-?\d+([.,]\d+)?$/.test(v)) return 'invalid';
  return Number(v.replace(',', '.'));
}

/**
 * Interpolation values for a counted text: `count` picks the plural form, `countText` is what the text shows,
 * grouped for reading ('Vis alle {{countText}} kunder' → Vis alle 2.345 kunder).
 */
export function countValues(count: number, language: FormatLanguage = interfaceLanguage()) {
  return { count, countText: formatCount(count, language) };
}

/** Kilometres for reading: at most one decimal, grouped (1.234,5 km in Danish, 1,234.5 km in English). */
export function formatKilometres(value: number, language: FormatLanguage = interfaceLanguage()): string {
  return `${numberFormat('kilometres', language, { maximumFractionDigits: 1 }).format(value)} km`;
}
