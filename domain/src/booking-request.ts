import { z } from 'zod';
import { bookingFieldLimits, type BookingFieldReason } from './booking-fields.ts';

// The public booking page's submissions (issue #19, docs/decisions/0034-bookings.md "Public API"): one schema per POST
// of /book/api, shared by the server (which decides) and the page (which may check before sending). Each refused
// field names a reason the page words: required, invalid, tooLong, termsRequired (staffEmail is the server's, which
// alone knows the staff). Imports zod only: no phone library (the server checks numbers strictly). The limits and
// reasons without zod are in booking-fields.ts, for a page that does not want zod's weight.

const missingOrInvalid = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid'),
};

/** Text the visitor must give: trimmed, not empty, at most `max` characters. */
const requiredText = (max: number) => z.string(missingOrInvalid).trim().min(1, 'required').max(max, 'tooLong');

/** Text the visitor may give: '' and missing become null. */
const optionalText = (max: number) =>
  z
    .string({ error: 'invalid' })
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((v) => (v ? v : null));

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email = requiredText(bookingFieldLimits.email)
  .regex(emailPattern, 'invalid')
  .transform((v) => v.toLowerCase());

/** Digits with the usual separators; the server checks the number itself (libphonenumber, phone.ts). */
const phonePattern = /^\+?[0-9][0-9 ()./-]{5,28}$/;
const phone = requiredText(bookingFieldLimits.phone).regex(phonePattern, 'invalid');

/** A Danish postcode: four digits. */
export const bookingZipcodeSchema = z
  .string(missingOrInvalid)
  .trim()
  .regex(/^[0-9]{4}$/, 'invalid');

const uuid = z
  .string(missingOrInvalid)
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'invalid');

/** A UTC instant as ISO text (what /slots answers). */
const instant = z
  .string(missingOrInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'invalid')
  .transform((v, ctx) => {
    const at = new Date(v);
    if (Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    }
    return at;
  });

const language = z.enum(['da', 'en'], missingOrInvalid);

/** The page's key per submission (a random uuid): the same key again answers the first submission. */
const idempotencyKey = z.string(missingOrInvalid).min(8, 'invalid').max(200, 'invalid');

/** The honeypot: a field people never see. Any text in it marks a robot (the server answers as if it stored it). */
const website = z.string({ error: 'invalid' }).max(2000, 'tooLong').optional().default('');

export const bookingHoldRequestSchema = z.object({
  serviceId: uuid,
  zipcode: bookingZipcodeSchema,
  start: instant,
});
export type BookingHoldRequest = z.infer<typeof bookingHoldRequestSchema>;

export const bookingRequestSchema = z.object({
  holdToken: z.string(missingOrInvalid).min(1, 'required').max(200, 'invalid'),
  serviceId: uuid,
  zipcode: bookingZipcodeSchema,
  start: instant,
  name: requiredText(bookingFieldLimits.name),
  email,
  phone,
  streetAddress: requiredText(bookingFieldLimits.streetAddress),
  city: requiredText(bookingFieldLimits.city),
  message: optionalText(bookingFieldLimits.message),
  acceptTerms: z.literal(true, { error: 'termsRequired' }),
  language,
  idempotencyKey,
  website,
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const callbackRequestSchema = z.object({
  name: requiredText(bookingFieldLimits.name),
  phone,
  email: email.optional().or(z.literal('').transform(() => undefined)),
  zipcode: bookingZipcodeSchema,
  message: optionalText(bookingFieldLimits.message),
  language,
  idempotencyKey,
  website,
});
export type CallbackRequest = z.infer<typeof callbackRequestSchema>;

export const waitlistRequestSchema = z.object({
  zipcode: bookingZipcodeSchema,
  serviceId: uuid.nullish(),
  name: requiredText(bookingFieldLimits.name),
  email,
  phone: phone.optional().or(z.literal('').transform(() => undefined)),
  language,
  idempotencyKey,
  website,
});
export type WaitlistRequest = z.infer<typeof waitlistRequestSchema>;

/** The refused fields of a failed parse, each with its reason (the first per field): the answer's `fields`. */
export function bookingFieldErrors(error: z.ZodError): Record<string, BookingFieldReason> {
  const fields: Record<string, BookingFieldReason> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    if (fields[field]) continue;
    const reason = issue.message as BookingFieldReason;
    fields[field] = ['required', 'invalid', 'tooLong', 'termsRequired'].includes(reason) ? reason : 'invalid';
  }
  return fields;
}
