/**
 * The public booking site's module (issue #19, docs/decisions/0034-bookings.md "Public API"): the routes under
 * /book/api that the booking page (web/book.html) calls, without sign-in (a customer's own login of the company is
 * known: "Signed in" there). Operations take the company found from the request's host (or slug) and run in its
 * tenant transaction.
 */
export { bookingApiPrefix, registerBookingSiteRoutes, type BookingSiteOptions } from './booking-site.routes.ts';
export { defaultBookingRateLimits, type BookingRateLimits } from './booking-rate-limits.ts';
export { bookingReference } from './booking-reference.ts';
export { bookingReceivedEmailType } from './submit-booking.ts';
export { callbackReceivedEmailType } from './request-callback.ts';
export { offerFreedTime, waitlistOfferEmailType, maxOffersPerFreedTime } from './waitlist/offer-freed-time.ts';
export { mailAreaOpened, waitlistAreaOpenedEmailType } from './waitlist/area-opened.ts';
export { waitlistTakenEmailType } from './waitlist/claim-offer.ts';
