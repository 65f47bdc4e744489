import type { CompanyScope } from '../../core/scope.ts';
import { enqueue } from '../../jobs/queue.ts';

/**
 * The job a change of the booking zip ranges becomes: the booking site mails waitlisted visitors whose postcode is
 * now served (booking-site's `mailAreaOpened`). A job, not a call: the company module must not depend on the booking
 * site (which reads the company through this module). Payload: `BookingAreaChanged`.
 */
export const bookingAreaChangedJobKind = 'booking.areaChanged';

export interface BookingAreaChanged {
  /** The ranges before the change; the new ones are the company's when the job runs. */
  previousZipRanges: string | null;
}

/** Enqueues in the settings update's transaction, only when the ranges changed. */
export async function enqueueBookingAreaChanged(
  scope: CompanyScope,
  before: string | null,
  after: string | null,
): Promise<void> {
  if ((before ?? '') === (after ?? '')) return;
  const payload: BookingAreaChanged = { previousZipRanges: before };
  await enqueue(scope, { kind: bookingAreaChangedJobKind, payload: { ...payload } });
}
