/**
 * Danish identifiers (decisions.md): CVR 8 digits, EAN/GLN 13 digits with a GS1 check digit, postcode 4 digits,
 * phone numbers in E.164 with +45 as the default country.
 */

/** The GS1 check digit of the first 12 (or n-1) digits: weights 1,3,1,3… from the left for 13-digit codes. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  // Weights alternate 3,1,3,… counted from the rightmost digit of the body.
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** An EAN (GLN) as used for public-sector e-invoices: 13 digits whose last is the GS1 check digit. */
export function isValidEan(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  return gs1CheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** A CVR number: exactly eight digits (spaces ignored, an optional DK prefix removed by normalizeCvr). */
export function isValidCvr(value: string): boolean {
  return /^\d{8}$/.test(value);
}

export function normalizeCvr(value: string): string {
  return value.replace(/\s+/g, '').replace(/^DK/i, '');
}

export function normalizeEan(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/**
 * A phone number in E.164, or null when it cannot be one. Eight digits are Danish (+45); '00' starts an
 * international number; spaces, dashes, dots and parentheses are ignored.
 */
export function normalizePhone(value: string): string | null {
  let v = value.trim().replace(/[\s\-.()/]+/g, '');
  if (v.startsWith('00')) v = `+${v.slice(2)}`;
  if (/^\d{8}$/.test(v)) return `+45${v}`;
  if (/^\+45\d{8}$/.test(v)) return v;
  if (/^\+[1-9]\d{6,14}$/.test(v) && !v.startsWith('+45')) return v;
  return null;
}

export function isValidZipcode(value: string): boolean {
  return /^\d{4}$/.test(value);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}
