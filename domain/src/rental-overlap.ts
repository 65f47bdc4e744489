// A rental period against the other rentals of the same unit (decisions: "Rental overlap"), issue #18. Periods are
// half-open [start, end): a rental ending at 10:00 and one starting at 10:00 do not overlap, but they are within any
// buffer, so the second is an almost conflict. The server finds the neighbours with one range query on a GiST index
// (the period widened by the buffer) and classifies them here; the web classifies the same way as the user types.

export const rentalOverlapStates = ['available', 'conflict', 'almostConflictBefore', 'almostConflictAfter'] as const;
export type RentalOverlapState = (typeof rentalOverlapStates)[number];

export interface RentalPeriod {
  start: Date;
  end: Date;
}

export const defaultRentalBufferHours = 24;

/** A period is valid when it ends after it starts. */
export const isValidRentalPeriod = (period: RentalPeriod) => period.start.getTime() < period.end.getTime();

const overlaps = (a: RentalPeriod, b: RentalPeriod) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/**
 * The period's state: conflict when it overlaps another rental; almost conflict before when another rental ends less
 * than (or exactly) the buffer before it starts, after when another starts within the buffer after it ends; else
 * available. A conflict outranks an almost conflict, and before outranks after.
 */
export function rentalOverlap(
  period: RentalPeriod,
  others: readonly RentalPeriod[],
  bufferMs: number,
): RentalOverlapState {
  if (others.some((other) => overlaps(period, other))) return 'conflict';
  const start = period.start.getTime();
  const end = period.end.getTime();
  if (others.some((o) => o.end.getTime() <= start && start - o.end.getTime() <= bufferMs))
    return 'almostConflictBefore';
  if (others.some((o) => o.start.getTime() >= end && o.start.getTime() - end <= bufferMs)) return 'almostConflictAfter';
  return 'available';
}
