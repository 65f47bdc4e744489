import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { CompanyScope } from '../../../core/scope.ts';
import type { Db } from '../../../db/client.ts';
import {
  bookings,
  waitlistEntries,
  waitlistOffers,
  type WaitlistEntryRow,
  type WaitlistOfferRow,
} from '../../../db/tables/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import { isSlotFree } from '../../booking-slots/index.ts';
import { enqueueMail } from '../../mail/index.ts';
import { notifyAdministrators } from '../../notifications/index.ts';
import type { BookingCompany } from '../booking-company.ts';
import { bookingCustomer } from '../booking-customer.ts';
import { bookingReceivedMail } from '../booking-mail-texts.ts';
import { bookingReference } from '../booking-reference.ts';
import type { BookingAnswer } from '../booking-replay.ts';
import { BookingSiteError, isExclusionViolation } from '../booking-site-error.ts';
import { findBookingService, type BookingService } from '../booking-services.ts';
import { bookingReceivedEmailType } from '../submit-booking.ts';
import { hashOfferToken } from './offer-token.ts';
import { takenMail } from './waitlist-mail-texts.ts';

/** The email log's type of "sorry, it was taken". */
export const waitlistTakenEmailType = 'waitlistTaken';

const offerGone = () => new BookingSiteError(409, 'offer_gone');

type Outcome = { booked: BookingAnswer } | { gone: true };

/**
 * Every offer of the claimed offer's time (employee and start), locked in id order. Two claims of one time queue
 * here, whichever token each holds: the second reads the first's result (its own offer gone) once the first commits.
 * Locking only one's own offer would deadlock: the winner marks the loser's offer gone while the loser waits on the
 * winner's booking in the exclusion constraint.
 */
async function lockOffersOfTime(scope: CompanyScope, token: string): Promise<WaitlistOfferRow | null> {
  const [found] = await scope.db
    .select({ id: waitlistOffers.id, employeeId: waitlistOffers.employeeId, startsAt: waitlistOffers.startsAt })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.companyId, scope.companyId), eq(waitlistOffers.tokenHash, hashOfferToken(token))));
  if (!found) return null;
  const locked = await scope.db
    .select()
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.companyId, scope.companyId),
        eq(waitlistOffers.employeeId, found.employeeId),
        eq(waitlistOffers.startsAt, found.startsAt),
      ),
    )
    .orderBy(asc(waitlistOffers.id))
    .for('update');
  return locked.find((o) => o.id === found.id) ?? null;
}

/** The booking a claimed offer made, answered again to a retry with the same link. */
async function claimedAnswer(scope: CompanyScope, offer: WaitlistOfferRow): Promise<BookingAnswer | null> {
  if (!offer.bookingId) return null;
  const [row] = await scope.db.select().from(bookings).where(eq(bookings.id, offer.bookingId));
  if (!row?.startsAt || !row.endsAt || !row.productId) return null;
  const service = await findBookingService(scope, row.productId).catch(() => null);
  return {
    reference: bookingReference(row.id),
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    serviceName: service?.name ?? '',
  };
}

/**
 * The open booking for the offer's time, with the entry's contact details and the customer matched or made as a
 * booking from the page is (bookingCustomer); in a savepoint, so a 23P01 from `bookings_open_slot_excl` (someone
 * booked the time through the page meanwhile) leaves nothing of it.
 */
async function insertBooking(
  scope: CompanyScope,
  offer: WaitlistOfferRow,
  entry: WaitlistEntryRow,
  service: BookingService,
): Promise<string | null> {
  try {
    return await scope.db.transaction(async (savepoint) => {
      const inner = { db: savepoint, companyId: scope.companyId };
      const customerId = await bookingCustomer(inner, {
        name: entry.name,
        email: entry.email,
        phone: entry.phoneNumber ?? '',
        streetAddress: '',
        zipcode: entry.zipcode,
        city: '',
      });
      const [row] = await savepoint
        .insert(bookings)
        .values({
          companyId: scope.companyId,
          kind: 'booking',
          status: 'open',
          source: 'waitlist',
          name: entry.name,
          email: entry.email,
          phoneNumber: entry.phoneNumber,
          zipcode: entry.zipcode,
          language: entry.language,
          productId: service.id,
          startsAt: offer.startsAt,
          endsAt: offer.endsAt,
          employeeId: offer.employeeId,
          customerId,
        })
        .returning({ id: bookings.id });
      return row!.id;
    });
  } catch (error) {
    if (isExclusionViolation(error)) return null;
    throw error;
  }
}

/** The other offers of the time become gone; each of their visitors is told once (the state changes once). */
async function tellOthersGone(
  scope: CompanyScope,
  company: BookingCompany,
  claimed: WaitlistOfferRow,
  service: string,
) {
  const others = await scope.db
    .update(waitlistOffers)
    .set({ state: 'gone' })
    .where(
      and(
        eq(waitlistOffers.companyId, scope.companyId),
        eq(waitlistOffers.employeeId, claimed.employeeId),
        eq(waitlistOffers.startsAt, claimed.startsAt),
        eq(waitlistOffers.state, 'offered'),
        ne(waitlistOffers.id, claimed.id),
      ),
    )
    .returning({ entryId: waitlistOffers.entryId });
  if (others.length === 0) return;
  const entries = await scope.db
    .select()
    .from(waitlistEntries)
    .where(
      inArray(
        waitlistEntries.id,
        others.map((o) => o.entryId),
      ),
    );
  for (const entry of entries) {
    const mail = takenMail({
      language: entry.language,
      company: company.name,
      name: entry.name,
      service,
      start: claimed.startsAt,
    });
    await enqueueMail(scope, { emailType: waitlistTakenEmailType, to: entry.email, ...mail, language: entry.language });
  }
}

async function claimInTenant(scope: CompanyScope, company: BookingCompany, token: string, now: Date): Promise<Outcome> {
  const offer = await lockOffersOfTime(scope, token);
  if (!offer) throw new BookingSiteError(404, 'unknown_offer');
  if (offer.state === 'claimed') {
    const again = await claimedAnswer(scope, offer);
    return again ? { booked: again } : { gone: true };
  }
  if (offer.state !== 'offered') return { gone: true };
  const markGone = async (): Promise<Outcome> => {
    await scope.db.update(waitlistOffers).set({ state: 'gone' }).where(eq(waitlistOffers.id, offer.id));
    return { gone: true };
  };
  const [entry] = await scope.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, offer.entryId));
  const service = offer.productId ? await findBookingService(scope, offer.productId).catch(() => null) : null;
  if (!entry || entry.closedAt || !service || offer.startsAt <= now) return markGone();
  // The rules as of the offer (the lead time passing while the mail waited does not take it away); the busy times
  // as they are now.
  const free = await isSlotFree(scope, {
    productId: service.id,
    start: offer.startsAt,
    employeeId: offer.employeeId,
    now: offer.createdAt,
  });
  if (!free) return markGone();
  const bookingId = await insertBooking(scope, offer, entry, service);
  if (!bookingId) return markGone();
  await scope.db
    .update(waitlistOffers)
    .set({ state: 'claimed', bookingId, claimedAt: now })
    .where(eq(waitlistOffers.id, offer.id));
  await scope.db.update(waitlistEntries).set({ closedAt: now }).where(eq(waitlistEntries.id, entry.id));
  // The entry is booked: its offers of other times can no longer be claimed.
  await scope.db
    .update(waitlistOffers)
    .set({ state: 'gone' })
    .where(and(eq(waitlistOffers.entryId, entry.id), eq(waitlistOffers.state, 'offered')));
  await tellOthersGone(scope, company, offer, service.name);
  const reference = bookingReference(bookingId);
  const receipt = bookingReceivedMail({
    language: entry.language,
    company: company.name,
    name: entry.name,
    reference,
    texts: company.texts,
    service: service.name,
    start: offer.startsAt,
    address: entry.zipcode,
  });
  await enqueueMail(scope, {
    emailType: bookingReceivedEmailType,
    to: entry.email,
    subject: receipt.subject,
    text: receipt.text,
    language: entry.language,
  });
  await notifyAdministrators(scope, { kind: 'booking_received', payload: { bookingId, name: entry.name } });
  return {
    booked: {
      reference,
      start: offer.startsAt.toISOString(),
      end: offer.endsAt.toISOString(),
      serviceName: service.name,
    },
  };
}

/**
 * POST /book/api/claims/:token: the offer's visitor takes the time, in one tenant transaction
 * (docs/decisions/0034-bookings.md "Waitlist"): the offers of the time are locked; the time must still be free for
 * the offer's employee (isSlotFree); the open booking (source waitlist) is made; this offer is claimed, the entry
 * closed, the other offers of the time gone with a "taken" mail each; the receipt and the office's notice as for a
 * booking from the page. An offer claimed, gone or no longer free is 409 offer_gone, and it is stored gone. An unknown
 * token is 404 unknown_offer. The same link again answers its own booking.
 */
export async function claimOffer(
  db: Db,
  company: BookingCompany,
  token: string,
  now = new Date(),
): Promise<BookingAnswer> {
  const outcome = await withTenant(db, { companyId: company.id, userId: null }, (tx) =>
    claimInTenant({ db: tx, companyId: company.id }, company, token, now),
  );
  if ('gone' in outcome) throw offerGone();
  return outcome.booked;
}
