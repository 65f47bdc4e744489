import type { TenantScope } from '../../core/scope.ts';
import { enqueue } from '../../jobs/queue.ts';
import { sendVisitBookingMail } from './visit-booking-mail.ts';
import type { VisitRow } from './visit-rows.ts';

/** A visit's time and who is on it, before or after a change. */
export interface VisitTime {
  start: Date | null;
  end: Date | null;
  employeeIds: readonly string[];
}

/**
 * The job a freed time becomes: the booking site offers it to the waitlist (booking-site's `offerFreedTime`). A job,
 * not a call: the visits module must not depend on the booking site (which depends on it through customers), and
 * mailing a waitlist is work outside the request. Payload: `TimeFreed` with ISO times.
 */
export const timeFreedJobKind = 'schedule.timeFreed';

export interface TimeFreed {
  employeeIds: string[];
  start: string;
  end: string;
}

/** Enqueues the freed time in the scope's transaction (a declined booking, a moved or deleted visit). */
export async function enqueueTimeFreed(
  scope: TenantScope,
  freed: { employeeIds: readonly string[]; start: Date; end: Date },
) {
  if (freed.employeeIds.length === 0 || freed.end <= freed.start) return;
  const payload: TimeFreed = {
    employeeIds: [...freed.employeeIds],
    start: freed.start.toISOString(),
    end: freed.end.toISOString(),
  };
  await enqueue(scope, { kind: timeFreedJobKind, payload: { ...payload } });
}

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * What follows a visit's time changing, in the caller's transaction: `before` is null for a new visit, `after` null
 * for a deleted one.
 * - The time it held, for each employee no longer on it at that time, is freed: the waitlist may take it.
 * - With `sendBookingMail`, the customer is told the new time when the visit is scheduled or moved.
 */
export async function afterVisitTimeChange(
  scope: TenantScope,
  visit: VisitRow,
  before: VisitTime | null,
  after: VisitTime | null,
): Promise<void> {
  const timeMoved = !before || !after || !sameInstant(before.start, after.start) || !sameInstant(before.end, after.end);
  if (before?.start && before.end) {
    const released = timeMoved
      ? before.employeeIds
      : before.employeeIds.filter((id) => !after!.employeeIds.includes(id));
    await enqueueTimeFreed(scope, { employeeIds: released, start: before.start, end: before.end });
  }
  if (after?.start && timeMoved && visit.sendBookingMail) {
    await sendVisitBookingMail(scope, visit, before?.start ? 'moved' : 'scheduled');
  }
}
