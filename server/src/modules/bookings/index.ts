/**
 * The bookings module's public entry (issue #19, docs/decisions/0034-bookings.md): the office's inbox
 * ('Henvendelser') of bookings, call-me requests and inquiries, and its answers: accept (makes or confirms the visit)
 * and decline (mails the message). The public booking page's side is modules/booking-site. GraphQL: bookings.schema.ts.
 */
export type { BookingRecord } from './booking-record.ts';
export { findBooking } from './find-booking.ts';
export { listBookings, type BookingListArgs } from './list-bookings.ts';
export { acceptBooking, acceptBookingInputSchema, type AcceptBookingInput } from './accept-booking.ts';
export { declineBooking } from './decline-booking.ts';
