import { and, eq, sql } from 'drizzle-orm';
import { bookings, type BookingRow } from '../../db/tables/index.ts';
import { conflict, DomainError } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import type { BookingRecord } from './booking-record.ts';

/** Accept and decline answer an open booking, read at this version; anything else is CONFLICT. */
export function assertOpenAt(booking: BookingRecord, version: number): void {
  if (booking.version !== version) throw conflict();
  if (booking.status !== 'open')
    throw new DomainError('CONFLICT', 'The booking has been answered', { reason: 'booking.notOpen' });
}

/** Saves the answer if the booking is still open at the version read; CONFLICT when someone else answered first. */
export async function saveAnswer(
  scope: TenantScope,
  booking: BookingRecord,
  values: Partial<typeof bookings.$inferInsert>,
): Promise<BookingRow> {
  const [row] = await scope.db
    .update(bookings)
    .set({
      ...values,
      handledById: scope.actor.userId,
      handledAt: new Date(),
      version: sql`${bookings.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.version, booking.version), eq(bookings.status, 'open')))
    .returning();
  if (!row) throw conflict();
  return row;
}
