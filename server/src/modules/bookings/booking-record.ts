import { eq } from 'drizzle-orm';
import { bookings, equipmentProducts, type BookingRow } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { sameCompany } from '../../db/sql.ts';

/** A booking as the inbox shows it: its row and the name of the service booked (null when none, or deleted). */
export interface BookingRecord extends BookingRow {
  serviceName: string | null;
}

/** The bookings with their service's name; callers add where, order and paging. */
export const selectBookings = ({ db }: CompanyScope) =>
  db
    .select({ booking: bookings, serviceName: equipmentProducts.name })
    .from(bookings)
    .leftJoin(
      equipmentProducts,
      sameCompany(equipmentProducts, bookings, eq(equipmentProducts.id, bookings.productId)),
    );

export const toBookingRecord = (row: { booking: BookingRow; serviceName: string | null }): BookingRecord => ({
  ...row.booking,
  serviceName: row.serviceName,
});
