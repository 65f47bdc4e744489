import { GraphQLRequestError, NetworkError } from '../../lib/errors.ts';
import { actionKinds, type ActionName, type ActionResult } from './action-kinds.ts';
import { deleteAction, putAction, queuedActions, replaceAction, type QueuedAction } from './offline-db.ts';
import { changesThatMatter, seenOf, type SeenVisit } from './visit-changes.ts';

/** How the queue reaches the server; the panel passes the GraphQL client, tests a fake. */
export interface QueueTransport {
  /** The visit's new state for a versioned action; null for one that leaves the visit as it is. */
  send(action: QueuedAction): Promise<ActionResult | null>;
  /** The visit as it is now, or null when the technician can no longer see it. */
  current(visitId: string): Promise<SeenVisit | null>;
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

/** Queues an action on the visit as the technician sees it (with earlier queued actions applied). */
export async function enqueueAction(
  userId: string,
  operation: ActionName,
  variables: Record<string, unknown>,
  visit: SeenVisit,
): Promise<QueuedAction> {
  const queued = await queuedActions(userId);
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
  for (let i = 0; i < actions.length; i++) {
    let action = actions[i]!;
    if (action.conflict) {
      if (actionKinds[action.operation].versioned) held.add(action.visitId);
      continue;
    }
    if (held.has(action.visitId)) continue;
    const versioned = actionKinds[action.operation].versioned;
    try {
      const result = await transport.send(action);
      await deleteAction(action.key);
      outcome.sent++;
      if (!versioned || !result) continue;
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
  await replaceAction(action.key, { ...rest, key: crypto.randomUUID(), seen: conflict.current! });
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
    if (!kind.versioned) continue;
    visit.status = kind.optimisticStatus(action.variables) ?? visit.status;
    visit.version += 1;
  }
  return [...shown.values()];
}
