/** Stored visit statuses (decisions.md). `due` is a filter, never stored. */
export const visitStatuses = ['not_scheduled', 'scheduled', 'current', 'completed', 'done'] as const;
export type VisitStatus = (typeof visitStatuses)[number];

/** Finished visits can be archived; unfinished ones can become due. */
export const finishedStatuses: readonly VisitStatus[] = ['completed', 'done'];
export const isFinished = (status: VisitStatus) => finishedStatuses.includes(status);

/** A visit is due when its planned end has passed and it is not finished (and not archived). */
export function isDue(visit: { status: VisitStatus; end: Date | null; archived: boolean }, now: Date): boolean {
  return !visit.archived && !finishedStatuses.includes(visit.status) && visit.end !== null && visit.end < now;
}

/** What decides whether a visit is planned: a customer, at least one employee, and both times. */
export interface PlanningFacts {
  customerId: string | null;
  employeeCount: number;
  start: Date | null;
  end: Date | null;
}

/** `scheduled` once customer, employee and time are all set, else `not_scheduled`. */
export const isPlanned = (facts: PlanningFacts) =>
  facts.customerId !== null && facts.employeeCount > 0 && facts.start !== null && facts.end !== null;

/**
 * The status after an edit: a visit that is not yet started follows its planning facts (not_scheduled ↔
 * scheduled, by itself); a started or finished one keeps its status.
 */
export function plannedStatus(current: VisitStatus, facts: PlanningFacts): VisitStatus {
  if (current !== 'not_scheduled' && current !== 'scheduled') return current;
  return isPlanned(facts) ? 'scheduled' : 'not_scheduled';
}

export type VisitTransition =
  | { kind: 'start' }
  | { kind: 'finish'; reportCompleted: boolean }
  | { kind: 'setReportCompleted'; completed: boolean }
  | { kind: 'archive' }
  | { kind: 'unarchive' };

export type TransitionResult = { ok: true; status: VisitStatus; archived: boolean } | { ok: false; reason: string };

/**
 * The status rules of decisions.md. start: scheduled → current. finish: current (or scheduled, started and
 * finished in one go) → completed when the report is completed, done when not. The report moves a finished
 * visit between done and completed. Only finished visits are archived; archived ones are not started,
 * finished or reported on until unarchived.
 */
export function applyTransition(
  visit: { status: VisitStatus; archived: boolean },
  transition: VisitTransition,
): TransitionResult {
  const { status, archived } = visit;
  switch (transition.kind) {
    case 'start':
      if (archived || status !== 'scheduled') return { ok: false, reason: 'visit.cannotStart' };
      return { ok: true, status: 'current', archived };
    case 'finish':
      if (archived || (status !== 'current' && status !== 'scheduled'))
        return { ok: false, reason: 'visit.cannotFinish' };
      return { ok: true, status: transition.reportCompleted ? 'completed' : 'done', archived };
    case 'setReportCompleted':
      if (archived || !isFinished(status)) return { ok: false, reason: 'visit.notFinished' };
      return { ok: true, status: transition.completed ? 'completed' : 'done', archived };
    case 'archive':
      if (!isFinished(status)) return { ok: false, reason: 'visit.notFinished' };
      return { ok: true, status, archived: true };
    case 'unarchive':
      return { ok: true, status, archived: false };
  }
}
