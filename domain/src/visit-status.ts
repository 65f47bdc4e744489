/** Stored visit statuses (decisions.md). `due` is a filter, never stored. */
export const visitStatuses = ['not_scheduled', 'scheduled', 'current', 'completed', 'done'] as const;
export type VisitStatus = (typeof visitStatuses)[number];

/** Finished visits can be archived; unfinished ones can become due. */
export const finishedStatuses: readonly VisitStatus[] = ['completed', 'done'];

/** A visit is due when its planned end has passed and it is not finished (and not archived). */
export function isDue(visit: { status: VisitStatus; end: Date | null; archived: boolean }, now: Date): boolean {
  return !visit.archived && !finishedStatuses.includes(visit.status) && visit.end !== null && visit.end < now;
}
