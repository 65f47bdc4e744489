import { GraphQLRequestError, NetworkError } from '../../lib/errors.ts';
import { actionKinds, isReportAction, type ActionName, type ActionResult, type ReportResult } from './action-kinds.ts';
import { deleteAction, putAction, queuedActions, replaceAction, type QueuedAction } from './offline-db.ts';
import { changesThatMatter, seenOf, type SeenVisit } from './visit-changes.ts';

/** A visit's report as a refused report action is checked against (decisions/0025). */
export interface ReportState {
  version: number | null;
  values: unknown;
  completedAt: string | null;
}

/** How the queue reaches the server; the panel passes the GraphQL client, tests a fake. */
export interface QueueTransport {
  /**
   * The visit's new state for a versioned action, the report's for a report action; null for one that leaves both
   * as they are.
   */
  send(action: QueuedAction): Promise<ActionResult | ReportResult | null>;
  /** The visit as it is now, or null when the technician can no longer see it. */
  current(visitId: string): Promise<SeenVisit | null>;
  /** The visit's report as it is now, or null when the technician can no longer see the visit. */
  currentReport(visitId: string): Promise<ReportState | null>;
}

export interface ReplayOutcome {
  sent: number;
  conflicts: number;
  /** Why the replay stopped before the end: no connection (try again later) or another error. */
  stopped: 'network' | 'error' | null;
  error?: unknown;
}

/** Answers that mean "not on the state you saw": shown to the technician, never retried on their own. */
const refusals = new Set(['CONFLICT', 'BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN']);
/** A conflict over nothing that matters is retried on the new version; this bounds it if the office keeps editing. */
const maxQuietRebases = 3;

/** The report's version after an action on `version` (null before the first save: the first save makes 1). */
export const nextReportVersion = (version: unknown): number => (typeof version === 'number' ? version : 0) + 1;

/** The report's part of the replay, loaded when the queue holds a report action: off the first screen. */
export const loadReportReplay = () => import('./report-replay.ts');

const reportHold = (visitId: string) => `report:${visitId}`;

/** Queues an action on the visit as the technician sees it (with earlier queued actions applied). */
export async function enqueueAction(
  userId: string,
  operation: ActionName,
  variables: Record<string, unknown>,
  visit: SeenVisit,
): Promise<QueuedAction> {
  const queued = await queuedActions(userId);
  if (isReportAction(operation)) {
    // Taken on the report as the technician sees it: after the report actions still waiting on this visit.
    const earlier = queued.filter((a) => a.visitId === visit.id && isReportAction(a.operation) && !a.conflict).at(-1);
    if (earlier) variables = { ...variables, version: nextReportVersion(earlier.variables.version) };
  }
  const action: QueuedAction = {
    key: crypto.randomUUID(),
    seq: (queued.at(-1)?.seq ?? 0) + 1,
    userId,
    operation,
    variables,
    visitId: visit.id,
    seen: seenOf(visit),
    queuedAt: new Date().toISOString(),
  };
  await putAction(action);
  return action;
}

/**
 * Sends the person's queued actions in order, each with its key (decisions/0016). A sent action leaves the queue and
 * the later actions on the same visit continue from the state the server answered. A refusal keeps the action with
 * the visit as it is now (the technician decides) and holds the later actions on that visit; other visits go on.
 * Without a connection it stops and keeps everything for the next try.
 */
export async function replayQueue(userId: string, transport: QueueTransport): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { sent: 0, conflicts: 0, stopped: null };
  let rebases = 0;
  const actions = await queuedActions(userId);
  const held = new Set<string>();
  let reports: Awaited<ReturnType<typeof loadReportReplay>> | undefined;
  if (actions.some((a) => isReportAction(a.operation))) {
    try {
      reports = await loadReportReplay();
    } catch {
      return { ...outcome, stopped: 'network' }; // its chunk not cached yet, and no connection to fetch it
    }
  }
  for (let i = 0; i < actions.length; i++) {
    let action = actions[i]!;
    const report = isReportAction(action.operation);
    if (action.conflict) {
      if (actionKinds[action.operation].versioned) held.add(action.visitId);
      if (report) held.add(reportHold(action.visitId));
      continue;
    }
    // The report's actions wait only for the report's own conflicts: its version is not the visit's.
    if (held.has(report ? reportHold(action.visitId) : action.visitId)) continue;
    const versioned = actionKinds[action.operation].versioned;
    if (report && (await reports!.superseded(action, actions.slice(i + 1)))) continue;
    try {
      const result = await transport.send(action);
      await deleteAction(action.key);
      outcome.sent++;
      if (report) {
        if (result) await reports!.chainReport(actions.slice(i + 1), action.visitId, result.version);
        continue;
      }
      if (!versioned || !result || !('status' in result)) continue;
      // The later actions on this visit were taken on its optimistic state: they go on from the real one.
      for (const later of actions.slice(i + 1)) {
        if (later.visitId !== action.visitId) continue;
        later.seen = { ...later.seen, version: result.version, updatedAt: result.updatedAt, status: result.status };
        await putAction(later);
      }
    } catch (error) {
      if (error instanceof NetworkError) return { ...outcome, stopped: 'network' };
      if (!(error instanceof GraphQLRequestError) || !refusals.has(error.code)) {
        return { ...outcome, stopped: 'error', error };
      }
      if (report) {
        let answer: 'sent' | 'conflict';
        try {
          answer = await reports!.reportRefused(action, error, transport, actions.slice(i + 1));
        } catch (readError) {
          if (readError instanceof NetworkError) return { ...outcome, stopped: 'network' };
          return { ...outcome, stopped: 'error', error: readError };
        }
        if (answer === 'sent') outcome.sent++;
        else {
          held.add(reportHold(action.visitId));
          outcome.conflicts++;
        }
        continue;
      }
      let current: SeenVisit | null;
      try {
        current = await transport.current(action.visitId);
      } catch (readError) {
        if (readError instanceof NetworkError) return { ...outcome, stopped: 'network' };
        return { ...outcome, stopped: 'error', error: readError };
      }
      const changes = changesThatMatter(action.seen, current);
      if (versioned && error.code === 'CONFLICT' && current && changes.length === 0 && rebases < maxQuietRebases) {
        rebases++;
        action = { ...action, key: crypto.randomUUID(), seen: current };
        await replaceAction(actions[i]!.key, action);
        actions[i] = action;
        i--; // send it again on the new version
        continue;
      }
      await putAction({ ...action, conflict: { current, changes, reason: error.reason ?? error.code } });
      // A refused time registration waits for the technician's answer, but the visit's own actions go on.
      if (versioned) held.add(action.visitId);
      outcome.conflicts++;
    }
  }
  return outcome;
}

/** The technician's answer to a conflict: try the same action on the visit as it is now (a new key), or drop it. */
export async function resolveConflict(action: QueuedAction, choice: 'retry' | 'drop'): Promise<void> {
  if (choice === 'drop' || !action.conflict?.current) {
    await deleteAction(action.key);
    return;
  }
  const { conflict, ...rest } = action;
  // A report action tries again on the report's version now (decisions/0025): the technician's draft over it.
  const variables = isReportAction(action.operation)
    ? { ...rest.variables, version: conflict.reportVersion ?? null }
    : rest.variables;
  await replaceAction(action.key, { ...rest, variables, key: crypto.randomUUID(), seen: conflict.current! });
}

/** A visit as the panel shows it: the server's state with the queued actions applied. */
export interface ShownState {
  status: string;
  version: number;
  /** Actions on it that have not reached the server yet. */
  pending: number;
  conflict: boolean;
}

export function applyQueue<V extends { id: string; status: string; version: number }>(
  visits: V[],
  actions: QueuedAction[],
): (V & ShownState)[] {
  const shown = new Map(visits.map((v) => [v.id, { ...v, pending: 0, conflict: false }]));
  for (const action of actions) {
    const visit = shown.get(action.visitId);
    if (!visit) continue;
    const kind = actionKinds[action.operation];
    if (action.conflict || (visit.conflict && kind.versioned)) {
      // A refused registration is shown in the conflict list; it does not block the visit's buttons.
      if (kind.versioned) visit.conflict = true;
      continue;
    }
    visit.pending += 1;
    const status = kind.optimisticStatus(action.variables, visit.status);
    // A report's completion moves the visit too (done ⇄ completed), and the server counts that as a version.
    if (!kind.versioned && (status === undefined || status === visit.status)) continue;
    visit.status = status ?? visit.status;
    visit.version += 1;
  }
  return [...shown.values()];
}
