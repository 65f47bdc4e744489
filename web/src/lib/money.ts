/** Øre as kroner the Danish way (1.234,50); null as ''. Used in inputs, so no currency suffix. */
export function formatKroner(ore: number | null | undefined, locale = 'da-DK'): string {
  if (ore === null || ore === undefined) return '';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100);
}

/** Øre as money for display: 1.234,50 kr. */
export function formatMoney(ore: number | null | undefined, locale = 'da-DK'): string {
  if (ore === null || ore === undefined) return '—';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'DKK' }).format(ore / 100);
}

/**
 * Kroner typed by a person to øre: '1.234,50', '1234,5', '1234', '1 234,50 kr.' and '1234.50' are understood.
 * '' is null (no rate); anything else that is not an amount ≥ 0 with at most two decimals is 'invalid'.
 */
export function parseKroner(text: string): number | null | 'invalid' {
  let v = text
    .trim()
    .replace(/\s+/g, '')
    .replace(/(kr\.?|dkk)$/i, '');
  if (v === '') return null;
  if (v.includes(',')) v = v.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(v)) v = v.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return 'invalid';
  const ore = Math.round(Number(v) * 100);
  return Number.isSafeInteger(ore) ? ore : 'invalid';
}
