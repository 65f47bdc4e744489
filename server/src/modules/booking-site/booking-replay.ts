import { and, eq } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import { bookings, equipmentProducts } from '../../db/tables/index.ts';
import { bookingReference } from './booking-reference.ts';
import { sameCompany } from '../../db/sql.ts';

export interface BookingAnswer {
  reference: string;
  start: string;
  end: string;
  serviceName: string;
}

/** The submission this idempotency key made first, if any (bookings.idempotency_key is unique per company). */
export async function findSubmission(scope: CompanyScope, idempotencyKey: string) {
  const [row] = await scope.db
    .select({
      id: bookings.id,
      kind: bookings.kind,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      serviceName: equipmentProducts.name,
    })
    .from(bookings)
    .leftJoin(equipmentProducts, sameCompany(equipmentProducts, bookings, eq(equipmentProducts.id, bookings.productId)))
    .where(and(eq(bookings.companyId, scope.companyId), eq(bookings.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** The first answer to a booking submission sent again with the same key. */
export async function replayBooking(scope: CompanyScope, idempotencyKey: string): Promise<BookingAnswer | null> {
  const row = await findSubmission(scope, idempotencyKey);
  if (!row) return null;
  return {
    reference: bookingReference(row.id),
    start: row.startsAt?.toISOString() ?? '',
    end: row.endsAt?.toISOString() ?? '',
    serviceName: row.serviceName ?? '',
  };
}
