/**
 * The company module's public entry: the company's own settings, for any caller. The GraphQL side is
 * `company.schema.ts`.
 */
export { findCompany } from './find-company.ts';
export { updateCompanySettings } from './update-company-settings.ts';
export {
  bookingAreaChangedJobKind,
  enqueueBookingAreaChanged,
  type BookingAreaChanged,
} from './booking-area-changed.ts';
