// The visitor-facing text of the booking page's failed calls and of the fields the server refused.
import type { BookingFieldReason } from '@servio/domain/booking-fields';
import { ApiError } from './api.ts';
import type { T } from './i18n.ts';

/** The visitor-facing text of a failed call. */
export function errorText(t: T, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.server');
  if (error.code === 'rate_limited') return t('errors.rateLimited', { seconds: error.retryAfter || 60 });
  if (error.code === 'invalid' && Object.keys(error.fields).length > 0) return t('errors.fixFields');
  const known = ['network', 'invalid_zipcode', 'unknown_service', 'slot_taken', 'waitlist_off', 'booking_off'];
  if (known.includes(error.code)) return error.code === 'booking_off' ? t('booking_off') : t(`errors.${error.code}`);
  return t('errors.server');
}

/** The visitor-facing text of each field the server refused. */
export function fieldErrors(t: T, fields: Record<string, string>): Record<string, string> {
  const known: BookingFieldReason[] = ['required', 'invalid', 'tooLong', 'termsRequired', 'staffEmail'];
  return Object.fromEntries(
    Object.entries(fields).map(([field, reason]) => [
      field,
      t(`fieldErrors.${known.includes(reason as BookingFieldReason) ? reason : 'invalid'}`),
    ]),
  );
}
