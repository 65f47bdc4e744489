import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BookingKind, BookingStatus } from '../../db/tables/index.ts';
import { bookings } from '../../db/tables/index.ts';
import { pageWithTotal, pageBounds, searchTextCondition, type Page } from '../../core/paging.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { selectBookings, toBookingRecord, type BookingRecord } from './booking-record.ts';

export interface BookingListArgs {
  status?: BookingStatus | null;
  kind?: BookingKind | null;
  /** Words found in the name, email, phone, postcode, city or message. */
  search?: string | null;
  offset?: number | null;
  limit?: number | null;
}

const searchText = sql`lower(concat_ws(' ', ${bookings.name}, ${bookings.email}, ${bookings.phoneNumber}, ${bookings.zipcode}, ${bookings.city}, ${bookings.streetAddress}, ${bookings.message}))`;

function listConditions(args: BookingListArgs): SQL | undefined {
  return and(
    args.status ? eq(bookings.status, args.status) : undefined,
    args.kind ? eq(bookings.kind, args.kind) : undefined,
    searchTextCondition(searchText, args.search),
  );
}

/** One page of the inbox, newest first (bookings_company_status_idx for a status). */
export async function listBookings(scope: CompanyScope, args: BookingListArgs): Promise<Page<BookingRecord>> {
  const { limit, offset } = pageBounds(args);
  const where = listConditions(args);
  const rows = await selectBookings(scope)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit)
    .offset(offset);
  const items = rows.map(toBookingRecord);
  return pageWithTotal(scope.db, items, { limit, offset }, () =>
    scope.db.select({ id: bookings.id }).from(bookings).where(where),
  );
}
