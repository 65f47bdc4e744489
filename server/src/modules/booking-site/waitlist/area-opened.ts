import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { CompanyScope } from '../../../core/scope.ts';
import { waitlistEntries } from '../../../db/tables/index.ts';
import type { Job } from '../../../jobs/queue.ts';
import { findCompany } from '../../company/index.ts';
import { enqueueMail } from '../../mail/index.ts';
import { insideRanges, openWaitlistEntries } from './open-entries.ts';
import { areaOpenedMail } from './waitlist-mail-texts.ts';

/** The email log's type of "we now come to your area". */
export const waitlistAreaOpenedEmailType = 'waitlistAreaOpened';

// company's `BookingAreaChanged`: the ranges before the change (the new ones are the company's now).
const payloadSchema = z.object({ previousZipRanges: z.string().nullable() });

/**
 * The job for company's `booking.areaChanged` (the zip ranges were saved changed): each open entry whose postcode the
 * company serves now and did not before is mailed the booking page once. `area_opened_at` is set in the same
 * statement that picks them (`… is null` in its WHERE), so a second change, or the job run again, mails nobody twice.
 * Nothing while the booking flow is off (the link would lead nowhere).
 */
export async function mailAreaOpened(scope: CompanyScope, job: Pick<Job, 'payload'>, now = new Date()): Promise<void> {
  const { previousZipRanges } = payloadSchema.parse(job.payload);
  const company = await findCompany(scope);
  if (!company.bookingflowactive) return;
  const opened = (await openWaitlistEntries(scope)).filter(
    (e) =>
      e.areaOpenedAt === null &&
      insideRanges(company.bookingZipRanges, e.zipcode) &&
      !insideRanges(previousZipRanges, e.zipcode),
  );
  if (opened.length === 0) return;
  const marked = await scope.db
    .update(waitlistEntries)
    .set({ areaOpenedAt: now })
    .where(
      and(
        eq(waitlistEntries.companyId, scope.companyId),
        inArray(
          waitlistEntries.id,
          opened.map((e) => e.id),
        ),
        isNull(waitlistEntries.areaOpenedAt),
      ),
    )
    .returning();
  for (const entry of marked) {
    const mail = areaOpenedMail({
      language: entry.language,
      company: company.senderName || company.name,
      page: company,
      name: entry.name,
      zipcode: entry.zipcode,
    });
    await enqueueMail(scope, {
      emailType: waitlistAreaOpenedEmailType,
      to: entry.email,
      ...mail,
      language: entry.language,
    });
  }
}
