// The booking page's fields without zod (issue #19, docs/decisions/0034-bookings.md "Public API"): the reasons a
// refused field is given and the lengths the inputs allow. booking-request.ts checks with them; the page's bundle
// can import this file alone (it weighs a few hundred bytes; zod would weigh tens of kilobytes).

/** Why a field of a submission was refused: the answer's `fields` values, each worded by the page. */
export type BookingFieldReason = 'required' | 'invalid' | 'tooLong' | 'termsRequired' | 'staffEmail';

/** Field lengths the page's inputs use as maxLength too. */
export const bookingFieldLimits = {
  name: 200,
  email: 254,
  phone: 30,
  streetAddress: 200,
  city: 100,
  message: 2000,
} as const;
