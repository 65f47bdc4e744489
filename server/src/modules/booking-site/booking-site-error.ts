import type { BookingFieldReason } from '@servio/domain';

/** The public API's error codes (docs/decisions/0034-bookings.md "Public API"). */
export type BookingSiteErrorCode =
  | 'booking_off'
  | 'invalid'
  | 'invalid_zipcode'
  | 'outside_area'
  | 'unknown_service'
  | 'slot_taken'
  | 'rate_limited'
  | 'waitlist_off'
  | 'unknown_offer'
  | 'offer_gone'
  | 'cross_site';

/**
 * A refusal of the public booking API: its HTTP status, its code and, for `invalid`, each refused field's reason. The
 * routes answer it as `{ error, fields? }`; nothing else about the company or other customers is ever in it.
 */
export class BookingSiteError extends Error {
  constructor(
    readonly status: number,
    readonly code: BookingSiteErrorCode,
    readonly fields?: Record<string, BookingFieldReason>,
  ) {
    super(code);
  }
}

export const bookingOff = () => new BookingSiteError(404, 'booking_off');
export const invalidFields = (fields: Record<string, BookingFieldReason>) =>
  new BookingSiteError(400, 'invalid', fields);
export const unknownService = () => new BookingSiteError(404, 'unknown_service');
export const outsideArea = () => new BookingSiteError(400, 'outside_area');
export const slotTaken = () => new BookingSiteError(409, 'slot_taken');

/** PostgreSQL's exclusion_violation (23P01), as PGlite and node-postgres report it (directly or as the cause). */
export function isExclusionViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23P01' || e.cause?.code === '23P01';
}

/** PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
