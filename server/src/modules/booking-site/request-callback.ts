import { callbackRequestSchema, normalizePhone } from '@servio/domain';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/tables/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { enqueueMail } from '../mail/index.ts';
import { notifyAdministrators } from '../notifications/index.ts';
import type { BookingCompany } from './booking-company.ts';
import { isStaffEmail, matchBookingCustomer } from './booking-customer.ts';
import { callbackReceivedMail } from './booking-mail-texts.ts';
import { bookingReference, fakeBookingReference } from './booking-reference.ts';
import { findSubmission } from './booking-replay.ts';
import { BookingSiteError, invalidFields, isUniqueViolation } from './booking-site-error.ts';
import { parseBookingBody } from './parse-booking-body.ts';

/** The email log's type of the "we will call you" receipt. */
export const callbackReceivedEmailType = 'callbackReceived';

/**
 * POST /book/api/callbacks: "call me" (kind callback) in the office's inbox, with the customer when the email or
 * phone matches one (none is made: a call is not yet a customer). A receipt when the visitor gave an email; the
 * administrators are notified. Idempotent per key; the honeypot and a staff email as for bookings. Any postcode may
 * ask for a call (outside the area too).
 */
export async function requestCallback(db: Db, company: BookingCompany, body: unknown): Promise<{ reference: string }> {
  const input = parseBookingBody(callbackRequestSchema, body);
  if (input.website.trim() !== '') return { reference: fakeBookingReference() };
  const phone = normalizePhone(input.phone);
  if (!phone) throw invalidFields({ phone: 'invalid' });
  const email = input.email ?? null;
  const tenant = { companyId: company.id, userId: null };
  try {
    return await withTenant(db, tenant, async (tx) => {
      const scope = { db: tx, companyId: company.id };
      const first = await findSubmission(scope, input.idempotencyKey);
      if (first) return { reference: bookingReference(first.id) };
      if (email && (await isStaffEmail(scope, email))) throw invalidFields({ email: 'staffEmail' });
      const customerId = await matchBookingCustomer(scope, { email, phone });
      const [row] = await tx
        .insert(bookings)
        .values({
          companyId: company.id,
          kind: 'callback',
          status: 'open',
          source: 'bookingPage',
          name: input.name,
          email,
          phoneNumber: phone,
          zipcode: input.zipcode,
          message: input.message,
          language: input.language,
          customerId,
          idempotencyKey: input.idempotencyKey,
        })
        .returning({ id: bookings.id });
      const reference = bookingReference(row!.id);
      if (email) {
        const mail = callbackReceivedMail({
          language: input.language,
          company: company.name,
          name: input.name,
          reference,
          texts: company.texts,
          phone: input.phone,
        });
        await enqueueMail(scope, {
          emailType: callbackReceivedEmailType,
          to: email,
          subject: mail.subject,
          text: mail.text,
          language: input.language,
          customerId: customerId ?? undefined,
        });
      }
      await notifyAdministrators(scope, {
        kind: 'booking_received',
        payload: { bookingId: row!.id, name: input.name },
      });
      return { reference };
    });
  } catch (error) {
    if (error instanceof BookingSiteError || !isUniqueViolation(error)) throw error;
    const first = await withTenant(db, tenant, (tx) =>
      findSubmission({ db: tx, companyId: company.id }, input.idempotencyKey),
    );
    if (first) return { reference: bookingReference(first.id) };
    throw error;
  }
}
