import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/*
 * Phone numbers in E.164 with +45 as the default country (decisions.md), by libphonenumber-js with its `min`
 * metadata: every country's numbering plan, without the per-type patterns we do not use (docs/decisions/0009).
 */

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
