import { bookingLimits, localParts } from '@servio/domain';
import { z } from 'zod';
import type { CompanyScope } from '../../../core/scope.ts';
import { waitlistOffers } from '../../../db/tables/index.ts';
import type { Job } from '../../../jobs/queue.ts';
import { findFreeSlots } from '../../booking-slots/index.ts';
import { findCompany } from '../../company/index.ts';
import { enqueueMail } from '../../mail/index.ts';
import { listBookingServices, type BookingService } from '../booking-services.ts';
import { hashOfferToken, newOfferToken } from './offer-token.ts';
import { insideRanges, openWaitlistEntries } from './open-entries.ts';
import { offerMail } from './waitlist-mail-texts.ts';

/**
 * At most this many visitors are mailed per freed time, longest waiting first. The first claim wins and every other
 * one is told it is gone, so mailing the whole list for one hour would mostly send disappointments.
 */
export const maxOffersPerFreedTime = 20;

/** The email log's type of an offer. */
export const waitlistOfferEmailType = 'waitlistOffer';

// visits' `TimeFreed` (ISO times): parsed here, as a job's payload is data from the queue.
const payloadSchema = z.object({
  employeeIds: z.array(z.string().uuid()).min(1),
  start: z.string().datetime({ offset: true }),
  end: z.string().datetime({ offset: true }),
});

interface FreedSlot {
  employeeId: string;
  start: Date;
  end: Date;
}

/**
 * The first bookable start of a service inside the freed interval for one of the freed employees, under the booking
 * page's rules (working hours, grid, lead time, horizon, travel buffer: findFreeSlots), so nothing in the past or too
 * soon. The freed employees are tried in the payload's order, so the same freed time gives the same slot again.
 */
async function firstFreeSlot(
  scope: CompanyScope,
  service: BookingService,
  freed: { employeeIds: string[]; start: Date; end: Date },
  now: Date,
): Promise<FreedSlot | null> {
  const fromDay = localParts(freed.start).days;
  const toDay = localParts(new Date(freed.end.getTime() - 1)).days;
  const days = Math.min(toDay - fromDay + 1, bookingLimits.maxHorizonDays);
  const { slots } = await findFreeSlots(scope, { productId: service.id, fromDay, days, now });
  for (const slot of slots) {
    if (slot.start < freed.start.getTime() || slot.end > freed.end.getTime()) continue;
    const employeeId = freed.employeeIds.find((id) => slot.employeeIds.includes(id));
    if (employeeId) return { employeeId, start: new Date(slot.start), end: new Date(slot.end) };
  }
  return null;
}

/**
 * The job for visits' `schedule.timeFreed` (a visit deleted or moved, an employee taken off it, a booking declined):
 * offers the freed time to the waitlist (docs/decisions/0034-bookings.md "Waitlist"). Each open entry whose postcode
 * the company serves gets its service's first free start in the interval (an entry without a service: the first
 * service, by name, that has one). An offer row is inserted per entry and time, ON CONFLICT DO NOTHING on
 * (entry, employee, start), and only the rows actually inserted are mailed: the same time freed again mails nobody
 * twice. At most `maxOffersPerFreedTime` are mailed. Nothing while the booking flow or the waitlist is off.
 */
export async function offerFreedTime(scope: CompanyScope, job: Pick<Job, 'payload'>, now = new Date()): Promise<void> {
  const parsed = payloadSchema.parse(job.payload);
  const freed = { employeeIds: parsed.employeeIds, start: new Date(parsed.start), end: new Date(parsed.end) };
  if (freed.end <= now) return;
  const company = await findCompany(scope);
  if (!company.bookingflowactive || !company.bookingWaitlist) return;
  const entries = (await openWaitlistEntries(scope)).filter((e) => insideRanges(company.bookingZipRanges, e.zipcode));
  if (entries.length === 0) return;
  const services = await listBookingServices(scope);
  // Each service's slot is found once, however many entries wait for it.
  const slotOf = new Map<string, Promise<FreedSlot | null>>();
  const slotFor = (service: BookingService) => {
    if (!slotOf.has(service.id)) slotOf.set(service.id, firstFreeSlot(scope, service, freed, now));
    return slotOf.get(service.id)!;
  };
  let mailed = 0;
  for (const entry of entries) {
    if (mailed >= maxOffersPerFreedTime) break;
    const wanted = entry.productId ? services.filter((s) => s.id === entry.productId) : services;
    let chosen: { service: BookingService; slot: FreedSlot } | null = null;
    for (const service of wanted) {
      const slot = await slotFor(service);
      if (slot) {
        chosen = { service, slot };
        break;
      }
    }
    if (!chosen) continue;
    const token = newOfferToken();
    const inserted = await scope.db
      .insert(waitlistOffers)
      .values({
        companyId: scope.companyId,
        entryId: entry.id,
        employeeId: chosen.slot.employeeId,
        productId: chosen.service.id,
        startsAt: chosen.slot.start,
        endsAt: chosen.slot.end,
        tokenHash: hashOfferToken(token),
      })
      .onConflictDoNothing({
        target: [waitlistOffers.companyId, waitlistOffers.entryId, waitlistOffers.employeeId, waitlistOffers.startsAt],
      })
      .returning({ id: waitlistOffers.id });
    if (inserted.length === 0) continue;
    const mail = offerMail({
      language: entry.language,
      company: company.senderName || company.name,
      page: company,
      name: entry.name,
      service: chosen.service.name,
      start: chosen.slot.start,
      token,
    });
    await enqueueMail(scope, {
      emailType: waitlistOfferEmailType,
      to: entry.email,
      ...mail,
      language: entry.language,
      secret: token,
    });
    mailed++;
  }
}
