import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Danish identifiers (decisions.md): CVR 8 digits with the modulus-11 check, EAN/GLN 13 digits with a GS1 check
 * digit, postcode 4 digits, phone numbers in E.164 with +45 as the default country (libphonenumber-js with its
 * `min` metadata: the numbering plans of every country, without the per-type patterns: docs/decisions/0009).
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

/** What a typed phone number may contain: digits, a leading + and the usual grouping (spaces - . ( ) /). */
const phoneCharacters = /^\+?[\d\s\-.()/]+$/;

/**
 * A phone number in E.164, or null when it is not a valid number. Without a country code it is Danish (+45);
 * '00' starts an international number. Validity is the country's numbering plan (a Danish number has eight digits
 * and does not start with 0 or 1).
 */
export function normalizePhone(value: string): string | null {
  let v = value.trim();
  if (!phoneCharacters.test(v)) return null;
  if (v.startsWith('00')) v = `+${v.slice(2)}`;
  const phone = parsePhoneNumberFromString(v, 'DK');
  return phone?.isValid() ? phone.number : null;
}

/**
 * A stored number (E.164) grouped for reading: '+45 20 30 40 50', '+46 70 123 45 67'. What is not a valid number
 * is shown as it was stored.
 */
export function formatPhone(e164: string): string {
  const phone = parsePhoneNumberFromString(e164, 'DK');
  return phone?.isValid() ? phone.formatInternational() : e164;
}

export function isValidZipcode(value: string): boolean {
  return /^\d{4}$/.test(value);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}
