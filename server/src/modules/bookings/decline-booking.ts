import { optionalText } from '@servio/domain';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findCompany } from '../company/index.ts';
import { publishLive } from '../live/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { enqueueTimeFreed, findVisit, setVisitAcceptance } from '../visits/index.ts';
import { declinedMail, defaultDeclineMessage } from './booking-mail-texts.ts';
import { assertOpenAt, saveAnswer } from './booking-checks.ts';
import { findBooking } from './find-booking.ts';
import type { BookingRecord } from './booking-record.ts';

const messageSchema = optionalText(5000);

/**
 * Declines an open booking: declined by the actor now, with the message mailed to the visitor (the company's
 * `declined` text in their language when none is written). A booking with a visit: with enableAcceptVisits the
 * visit's acceptance becomes declined. A stale version, or a booking answered already, is CONFLICT.
 */
export async function declineBooking(
  scope: TenantScope,
  id: string,
  version: number,
  message: string | null | undefined,
): Promise<BookingRecord> {
  const written = parseInput(messageSchema, message, 'message');
  const booking = await findBooking(scope, id);
  assertOpenAt(booking, version);
  const company = await findCompany(scope);
  const text = written || defaultDeclineMessage(booking.language, company.bookingTexts[booking.language]?.declined);
  if (booking.visitId && company.enableAcceptVisits) {
    const visit = await findVisit(scope, { id: booking.visitId });
    if (visit.acceptance !== 'declined')
      await setVisitAcceptance(scope, { id: visit.id, version: visit.version, acceptance: 'declined' });
  }
  await saveAnswer(scope, booking, { status: 'declined', declineMessage: text });
  // The time the open booking held is free again: the waitlist may take it.
  if (booking.employeeId && booking.startsAt && booking.endsAt)
    await enqueueTimeFreed(scope, { employeeIds: [booking.employeeId], start: booking.startsAt, end: booking.endsAt });
  if (booking.email) {
    await enqueueMail(scope, {
      emailType: 'bookingDeclined',
      to: booking.email,
      ...declinedMail(booking, text, company.senderName || company.name),
      language: booking.language,
      customerId: booking.customerId ?? undefined,
    });
  }
  await publishLive(scope.db, { companyId: scope.companyId, topic: 'notifications' });
  return findBooking(scope, booking.id);
}
