import { createHash, randomBytes } from 'node:crypto';
import { bookingHoldRequestSchema } from '@servio/domain';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingHolds } from '../../db/tables/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { employeesFreeAt } from '../booking-slots/index.ts';
import type { BookingCompany } from './booking-company.ts';
import { isExclusionViolation, slotTaken } from './booking-site-error.ts';
import { assertServesZipcode, findBookingService } from './booking-services.ts';
import { parseBookingBody } from './parse-booking-body.ts';

/** Only a hold token's hash is stored: the visitor's page holds the token. */
export const hashHoldToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * POST /book/api/holds: holds a free time for the company's hold minutes while the visitor fills in their details.
 * The employees free then are tried in order (fewest busy minutes that day first); each try, in a savepoint, first
 * deletes that employee's expired holds, then inserts: the exclusion constraint `booking_holds_slot_excl` refuses a
 * second live hold on the same time (23P01), and the next employee is tried. None left: 409 slot_taken.
 */
export async function holdBookingSlot(
  db: Db,
  company: BookingCompany,
  body: unknown,
  now = new Date(),
): Promise<{ holdToken: string; expiresAt: string }> {
  const input = parseBookingBody(bookingHoldRequestSchema, body);
  assertServesZipcode(company, input.zipcode);
  return withTenant(db, { companyId: company.id, userId: null }, async (tx) => {
    const scope = { db: tx, companyId: company.id };
    const service = await findBookingService(scope, input.serviceId);
    const { employeeIds, end } = await employeesFreeAt(scope, { productId: service.id, start: input.start, now });
    const expiresAt = new Date(now.getTime() + company.holdMinutes * 60_000);
    for (const employeeId of employeeIds) {
      const token = randomBytes(24).toString('base64url');
      try {
        await tx.transaction(async (attempt) => {
          await attempt
            .delete(bookingHolds)
            .where(
              and(
                eq(bookingHolds.companyId, company.id),
                eq(bookingHolds.employeeId, employeeId),
                lte(bookingHolds.expiresAt, now),
              ),
            );
          await attempt.insert(bookingHolds).values({
            companyId: company.id,
            employeeId,
            productId: service.id,
            startsAt: input.start,
            endsAt: end,
            expiresAt,
            tokenHash: hashHoldToken(token),
          });
        });
        return { holdToken: token, expiresAt: expiresAt.toISOString() };
      } catch (error) {
        if (!isExclusionViolation(error)) throw error;
      }
    }
    throw slotTaken();
  });
}
