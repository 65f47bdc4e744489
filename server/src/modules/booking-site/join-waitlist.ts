import { createHash, randomBytes } from 'node:crypto';
import { normalizePhone, waitlistRequestSchema } from '@servio/domain';
import type { Db } from '../../db/client.ts';
import { waitlistEntries } from '../../db/tables/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { BookingCompany } from './booking-company.ts';
import { isStaffEmail } from './booking-customer.ts';
import { BookingSiteError, invalidFields } from './booking-site-error.ts';
import { findBookingService } from './booking-services.ts';
import { parseBookingBody } from './parse-booking-body.ts';

/**
 * POST /book/api/waitlist: a visitor outside the area, or who found no free time, waits for a postcode (and a service).
 * Only while the company keeps a waitlist (else 404 waitlist_off). The entry's token (for leaving the list from its
 * mails) is stored only as its hash. The same key again is the same entry (the unique index; on conflict nothing).
 */
export async function joinWaitlist(db: Db, company: BookingCompany, body: unknown): Promise<{ ok: true }> {
  if (!company.waitlist) throw new BookingSiteError(404, 'waitlist_off');
  const input = parseBookingBody(waitlistRequestSchema, body);
  if (input.website.trim() !== '') return { ok: true };
  const phone = input.phone ? normalizePhone(input.phone) : null;
  if (input.phone && !phone) throw invalidFields({ phone: 'invalid' });
  await withTenant(db, { companyId: company.id, userId: null }, async (tx) => {
    const scope = { db: tx, companyId: company.id };
    const service = input.serviceId ? await findBookingService(scope, input.serviceId) : null;
    if (await isStaffEmail(scope, input.email)) throw invalidFields({ email: 'staffEmail' });
    await tx
      .insert(waitlistEntries)
      .values({
        companyId: company.id,
        zipcode: input.zipcode,
        productId: service?.id ?? null,
        name: input.name,
        email: input.email,
        phoneNumber: phone,
        language: input.language,
        idempotencyKey: input.idempotencyKey,
        tokenHash: createHash('sha256').update(randomBytes(24)).digest('base64url'),
      })
      .onConflictDoNothing();
  });
  return { ok: true };
}
