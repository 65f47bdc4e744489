import { eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { bookings } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { selectBookings, toBookingRecord, type BookingRecord } from './booking-record.ts';

/** One booking of the company, or NOT_FOUND (another company's too: row-level security hides it). */
export async function findBooking(scope: CompanyScope, id: string): Promise<BookingRecord> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectBookings(scope).where(eq(bookings.id, id));
  if (!row) throw notFound();
  return toBookingRecord(row);
}
