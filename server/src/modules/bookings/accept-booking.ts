import { z } from 'zod';
import { isUuid, visitLimits } from '@servio/domain';
import { badInput } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findCompany } from '../company/index.ts';
import { publishLive } from '../live/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { createVisit, findVisit, setVisitAcceptance } from '../visits/index.ts';
import { acceptedMail } from './booking-mail-texts.ts';
import { assertOpenAt, saveAnswer } from './booking-checks.ts';
import { findBooking } from './find-booking.ts';
import type { BookingRecord } from './booking-record.ts';

export const acceptBookingInputSchema = z
  .object({
    employeeIds: z
      .array(z.string().refine(isUuid, 'visit.employeeNotFound'))
      .max(visitLimits.employees, 'visit.tooManyEmployees'),
    start: z.date({ message: 'date_invalid' }).nullish(),
    end: z.date({ message: 'date_invalid' }).nullish(),
    sendConfirmation: z.boolean().nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.start !== !value.end)
      ctx.addIssue({ code: 'custom', path: [value.start ? 'end' : 'start'], message: 'required' });
    if (value.start && value.end && value.end.getTime() <= value.start.getTime())
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'visit.endBeforeStart' });
  });
export type AcceptBookingInput = z.input<typeof acceptBookingInputSchema>;

/**
 * Accepts an open booking: makes its scheduled visit (the customer, the visitor's address, the service's name, the
 * employees, the time) through the visits module, or confirms the visit it already has; with enableAcceptVisits the
 * visit's acceptance becomes accepted. The booking is accepted by the actor now, and the visitor is mailed the
 * confirmation in their language when asked. A stale version, or a booking answered already, is CONFLICT.
 */
export async function acceptBooking(
  scope: TenantScope,
  id: string,
  version: number,
  input: AcceptBookingInput,
): Promise<BookingRecord> {
  const data = parseInput(acceptBookingInputSchema, input, 'input');
  const booking = await findBooking(scope, id);
  assertOpenAt(booking, version);
  const company = await findCompany(scope);
  let visitId = booking.visitId;
  let start = data.start ?? booking.startsAt;
  const end = data.end ?? booking.endsAt;
  if (visitId) {
    const visit = await findVisit(scope, { id: visitId });
    start = visit.start ?? start;
    if (company.enableAcceptVisits && visit.acceptance !== 'accepted')
      await setVisitAcceptance(scope, { id: visit.id, version: visit.version, acceptance: 'accepted' });
  } else {
    if (!start || !end) throw badInput('input.start', 'required');
    if (data.employeeIds.length === 0) throw badInput('input.employeeIds', 'booking.employeesRequired');
    const hasAddress = Boolean(booking.streetAddress || booking.zipcode || booking.city);
    const visit = await createVisit(scope, {
      input: {
        customerId: booking.customerId,
        employeeIds: data.employeeIds,
        start,
        end,
        description: booking.serviceName ?? booking.name,
        useCustomerAddress: !hasAddress && Boolean(booking.customerId),
        address: hasAddress
          ? { streetAddress: booking.streetAddress, zipcode: booking.zipcode, city: booking.city }
          : undefined,
        sendBookingMail: false,
      },
    });
    visitId = visit.id;
    if (company.enableAcceptVisits)
      await setVisitAcceptance(scope, { id: visit.id, version: visit.version, acceptance: 'accepted' });
  }
  await saveAnswer(scope, booking, { status: 'accepted', visitId, startsAt: start, endsAt: end });
  if (data.sendConfirmation !== false && booking.email) {
    const mail = acceptedMail(booking, start, company.senderName || company.name);
    await enqueueMail(scope, {
      emailType: 'bookingAccepted',
      to: booking.email,
      ...mail,
      language: booking.language,
      customerId: booking.customerId ?? undefined,
      visitId: visitId ?? undefined,
    });
  }
  // The badges and inboxes of everyone in the company count one open booking less.
  await publishLive(scope.db, { companyId: scope.companyId, topic: 'notifications' });
  return findBooking(scope, booking.id);
}
