import { dateString, localParts, parseDate } from '@servio/domain';
import type { CompanyScope } from '../../core/scope.ts';
import { findFreeSlots } from '../booking-slots/index.ts';
import type { BookingCompany } from './booking-company.ts';
import { BookingSiteError, invalidFields } from './booking-site-error.ts';
import { assertServesZipcode, findBookingService } from './booking-services.ts';

export const maxSlotDays = 14;

export interface SlotsQuery {
  service?: string;
  zipcode?: string;
  from?: string;
  days?: string;
}

/** A postcode's check for the GETs: four digits, else 400 invalid_zipcode. */
export function checkedZipcode(zipcode: string | undefined): string {
  const value = (zipcode ?? '').trim();
  if (!/^[0-9]{4}$/.test(value)) throw new BookingSiteError(400, 'invalid_zipcode');
  return value;
}

function fromDay(from: string | undefined, now: Date): number {
  if (from === undefined || from === '') return localParts(now).days;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) throw invalidFields({ from: 'invalid' });
  const day = parseDate(from);
  // 2026-02-31 is no day: it would read as 3 March.
  if (!Number.isFinite(day) || dateString(day) !== from) throw invalidFields({ from: 'invalid' });
  return day;
}

/**
 * GET /book/api/slots: the free times of a service for a postcode in the area, `days` (1–14) local days from `from`.
 * Each slot is its start and end only: never who would come (employeeIds stay on the server).
 */
export async function listBookingSlots(
  scope: CompanyScope,
  company: BookingCompany,
  query: SlotsQuery,
  now = new Date(),
): Promise<{ slots: { start: string; end: string }[] }> {
  const zipcode = checkedZipcode(query.zipcode);
  const days = query.days === undefined || query.days === '' ? 7 : Number(query.days);
  if (!Number.isInteger(days) || days < 1 || days > maxSlotDays) throw invalidFields({ days: 'invalid' });
  const first = fromDay(query.from, now);
  assertServesZipcode(company, zipcode);
  const service = await findBookingService(scope, query.service ?? '');
  const { slots } = await findFreeSlots(scope, { productId: service.id, fromDay: first, days, now });
  return {
    slots: slots.map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() })),
  };
}
