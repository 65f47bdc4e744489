import { bookingRequestSchema, normalizePhone, type BookingRequest } from '@servio/domain';
import { and, eq } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import type { Db } from '../../db/client.ts';
import { bookingHolds, bookings, type BookingHoldRow } from '../../db/tables/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { employeesFreeAt } from '../booking-slots/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { notifyAdministrators } from '../notifications/index.ts';
import type { BookingCompany } from './booking-company.ts';
import { bookingCustomer, isStaffEmail } from './booking-customer.ts';
import { bookingReceivedMail } from './booking-mail-texts.ts';
import { bookingReference, fakeBookingReference } from './booking-reference.ts';
import { replayBooking, type BookingAnswer } from './booking-replay.ts';
import {
  BookingSiteError,
  invalidFields,
  isExclusionViolation,
  isUniqueViolation,
  slotTaken,
} from './booking-site-error.ts';
import { assertServesZipcode, findBookingService, type BookingService } from './booking-services.ts';
import { hashHoldToken } from './hold-booking-slot.ts';
import { parseBookingBody } from './parse-booking-body.ts';
import { readSignedInCustomer, withCustomerContact } from './signed-in-customer.ts';

/** The email log's type of the visitor's receipt. */
export const bookingReceivedEmailType = 'bookingReceived';

/** The visitor's hold, locked: a second submission on it waits for the first and then finds it gone. */
async function lockHold(scope: CompanyScope, token: string): Promise<BookingHoldRow | null> {
  const [hold] = await scope.db
    .select()
    .from(bookingHolds)
    .where(and(eq(bookingHolds.companyId, scope.companyId), eq(bookingHolds.tokenHash, hashHoldToken(token))))
    .for('update');
  return hold ?? null;
}

/**
 * Whose time the booking takes. A live hold for this service and time keeps its employee, checked again as of the
 * hold's taking (the lead time passing while the visitor typed does not take it away; a visit put there since does).
 * Without one (expired, or another time), whoever is free now; nobody: 409 slot_taken.
 */
async function employeeFor(
  scope: CompanyScope,
  hold: BookingHoldRow | null,
  service: BookingService,
  start: Date,
  now: Date,
): Promise<string> {
  const live =
    hold !== null &&
    hold.expiresAt > now &&
    hold.productId === service.id &&
    hold.startsAt.getTime() === start.getTime();
  const { employeeIds } = await employeesFreeAt(scope, {
    productId: service.id,
    start,
    now: live ? hold.createdAt : now,
    exceptHoldId: hold?.id ?? null,
  });
  const employeeId = live && employeeIds.includes(hold.employeeId) ? hold.employeeId : employeeIds[0];
  if (!employeeId) throw slotTaken();
  return employeeId;
}

/** What a robot that filled the honeypot is told: a believable answer, nothing stored. */
async function honeypotAnswer(db: Db, company: BookingCompany, input: BookingRequest): Promise<BookingAnswer> {
  const service = await withTenant(db, { companyId: company.id, userId: null }, (tx) =>
    findBookingService({ db: tx, companyId: company.id }, input.serviceId).catch(() => null),
  );
  return {
    reference: fakeBookingReference(),
    start: input.start.toISOString(),
    end: new Date(input.start.getTime() + (service?.minutes ?? 60) * 60_000).toISOString(),
    serviceName: service?.name ?? '',
  };
}

/**
 * POST /book/api/bookings: the visitor's booking, in one tenant transaction, all or nothing: the hold is used up, the
 * customer matched or made, the booking stored open with its employee (the exclusion constraint
 * `bookings_open_slot_excl` refuses a second open booking on the time: 409 slot_taken), the receipt queued in the
 * visitor's language and the administrators notified. The same idempotency key again answers the first booking. An
 * email of the company's staff is refused (400 invalid, email: staffEmail). Text is stored as typed (script
 * included): the mail is plain text and the pages escape.
 *
 * A customer signed in to this company (`customerId`, docs/decisions/0034 "Signed in") books as that customer: the
 * booking is linked to it whatever email is typed (no match, never a new customer), and a contact field the body
 * leaves out is the customer record's.
 */
export async function submitBooking(
  db: Db,
  company: BookingCompany,
  body: unknown,
  customerId: string | null = null,
  now = new Date(),
): Promise<BookingAnswer> {
  const tenant = { companyId: company.id, userId: null };
  const signedIn = customerId
    ? await withTenant(db, tenant, (tx) => readSignedInCustomer({ db: tx, companyId: company.id }, customerId))
    : null;
  const input = parseBookingBody(bookingRequestSchema, signedIn ? withCustomerContact(body, signedIn) : body);
  if (input.website.trim() !== '') return honeypotAnswer(db, company, input);
  const phone = normalizePhone(input.phone);
  if (!phone) throw invalidFields({ phone: 'invalid' });
  try {
    return await withTenant(db, tenant, async (tx) => {
      const scope = { db: tx, companyId: company.id };
      const hold = await lockHold(scope, input.holdToken);
      const first = await replayBooking(scope, input.idempotencyKey);
      if (first) return first;
      assertServesZipcode(company, input.zipcode);
      const service = await findBookingService(scope, input.serviceId);
      if (await isStaffEmail(scope, input.email)) throw invalidFields({ email: 'staffEmail' });
      const employeeId = await employeeFor(scope, hold, service, input.start, now);
      const end = new Date(input.start.getTime() + service.minutes * 60_000);
      if (hold) await tx.delete(bookingHolds).where(eq(bookingHolds.id, hold.id));
      const person = {
        name: input.name,
        email: input.email,
        phone,
        streetAddress: input.streetAddress,
        zipcode: input.zipcode,
        city: input.city,
      };
      // The signed-in customer's own record (a customer since deleted books as a visitor would).
      const bookedFor = (signedIn && customerId) || (await bookingCustomer(scope, person));
      const [row] = await tx
        .insert(bookings)
        .values({
          companyId: company.id,
          kind: 'booking',
          status: 'open',
          source: 'bookingPage',
          name: input.name,
          email: input.email,
          phoneNumber: phone,
          streetAddress: input.streetAddress,
          zipcode: input.zipcode,
          city: input.city,
          message: input.message,
          language: input.language,
          productId: service.id,
          startsAt: input.start,
          endsAt: end,
          employeeId,
          customerId: bookedFor,
          idempotencyKey: input.idempotencyKey,
        })
        .returning({ id: bookings.id });
      const reference = bookingReference(row!.id);
      const mail = bookingReceivedMail({
        language: input.language,
        company: company.name,
        name: input.name,
        reference,
        texts: company.texts,
        service: service.name,
        start: input.start,
        address: `${input.streetAddress}, ${input.zipcode} ${input.city}`,
      });
      await enqueueMail(scope, {
        emailType: bookingReceivedEmailType,
        to: input.email,
        subject: mail.subject,
        text: mail.text,
        language: input.language,
        customerId: bookedFor,
      });
      await notifyAdministrators(scope, {
        kind: 'booking_received',
        payload: { bookingId: row!.id, name: input.name },
      });
      return { reference, start: input.start.toISOString(), end: end.toISOString(), serviceName: service.name };
    });
  } catch (error) {
    if (error instanceof BookingSiteError) throw error;
    if (isExclusionViolation(error)) throw slotTaken();
    // The same key sent twice at once: the second waited for the first on the unique index; its answer is the first's.
    if (isUniqueViolation(error)) {
      const first = await withTenant(db, tenant, (tx) =>
        replayBooking({ db: tx, companyId: company.id }, input.idempotencyKey),
      );
      if (first) return first;
    }
    throw error;
  }
}
