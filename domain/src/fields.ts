import { z } from 'zod';
import { isValidCvr, isValidEan, isValidEmail, isValidZipcode, normalizeCvr, normalizeEan } from './identifiers.ts';
import { normalizePhone } from './phone.ts';

// The field schemas every input shares (customers, employees, visits, the company): one rule per kind of field.

/** Free text: trimmed, '' becomes null, at most `max` characters. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** A field that must hold a valid value when given; '' or null clears it. */
function checked(normalize: (v: string) => string | null, valid: (v: string) => boolean, reason: string) {
  return z
    .string()
    .max(300, reason)
    .transform((raw, ctx) => {
      const trimmed = raw.trim();
      if (trimmed === '') return null;
      const value = normalize(trimmed);
      if (value === null || !valid(value)) {
        ctx.addIssue({ code: 'custom', message: reason });
        return z.NEVER;
      }
      return value;
    })
    .nullish();
}

export const emailFieldSchema = checked((v) => v.toLowerCase(), isValidEmail, 'email_invalid');
export const phoneFieldSchema = checked(normalizePhone, () => true, 'phone_invalid');
export const cvrFieldSchema = checked(normalizeCvr, isValidCvr, 'cvr_invalid');
export const eanFieldSchema = checked(normalizeEan, isValidEan, 'ean_invalid');
export const zipcodeFieldSchema = checked((v) => v, isValidZipcode, 'zipcode_invalid');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);
