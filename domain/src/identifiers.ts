/**
 * Danish identifiers (decisions.md): CVR 8 digits with the modulus-11 check, EAN/GLN 13 digits with a GS1 check
 * digit, postcode 4 digits. Phone numbers are in phone.ts: their library weighs 30 KB (gzip), which a form that
 * checks only a CVR number should not load.
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

/** The CVR register's weights for the modulus-11 check, first digit to last. */
const cvrWeights = [2, 7, 6, 5, 4, 3, 2, 1];

/**
 * A CVR number: eight digits whose weighted sum (2,7,6,5,4,3,2,1) is divisible by 11, so that a single mistyped
 * digit or two swapped neighbours are caught (spaces and a DK prefix are removed by normalizeCvr first).
 */
export function isValidCvr(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += cvrWeights[i]! * (value.charCodeAt(i) - 48);
  return sum % 11 === 0;
}

export function normalizeCvr(value: string): string {
  return value.replace(/\s+/g, '').replace(/^DK/i, '');
}

export function normalizeEan(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

export function isValidZipcode(value: string): boolean {
  return /^\d{4}$/.test(value);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}
