import { GraphQLRequestError } from '../../lib/errors.ts';
import { request } from '../../lib/graphql.ts';
import { actionKinds, type ActionResult, type ReportResult } from './action-kinds.ts';
import type { QueuedAction } from './offline-db.ts';
import { replayQueue, type QueueTransport, type ReplayOutcome } from './offline-queue.ts';
import { panelVisitQuery } from './panel-api.ts';
import { seenOf } from './visit-changes.ts';

/** The GraphQL client as the queue's transport. */
export const graphqlTransport: QueueTransport = {
  async send(action: QueuedAction): Promise<ActionResult | ReportResult | null> {
    const kind = actionKinds[action.operation];
    // The report's actions and their documents are in their own chunk (report-replay.ts), off the first screen.
    if (!('document' in kind)) return (await import('./report-replay.ts')).sendReportAction(action);
    const data = await request(
      kind.document,
      kind.versioned
        ? { ...action.variables, id: action.visitId, version: action.seen.version, idempotencyKey: action.key }
        : { ...action.variables, idempotencyKey: action.key },
    );
    return kind.versioned ? (data[action.operation] as ActionResult) : null;
  },
  async current(visitId: string) {
    try {
      const { visit } = await request(panelVisitQuery, { id: visitId });
      return seenOf(visit);
    } catch (error) {
      if (error instanceof GraphQLRequestError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN'))
        return null;
      throw error;
    }
  },
  async currentReport(visitId: string) {
    return (await import('./report-replay.ts')).readReport(visitId);
  },
};

type Listener = (outcome: ReplayOutcome | null) => void;
const listeners = new Set<Listener>();

/** Screens that show the queue subscribe here; every change to it (queued, sent, resolved) tells them. */
export function onQueueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function queueChanged(outcome: ReplayOutcome | null = null): void {
  for (const listener of listeners) listener(outcome);
}

let running: Promise<ReplayOutcome> | null = null;
let again = false;

/**
 * One replay at a time: the queue's order is the order of taking, and two replays at once could send an action
 * twice (harmless with its key, but a wasted request). A sync asked for during one runs right after it.
 */
export function syncQueue(userId: string, transport: QueueTransport = graphqlTransport): Promise<ReplayOutcome> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let outcome: ReplayOutcome;
    do {
      again = false;
      outcome = await replayQueue(userId, transport);
      queueChanged(outcome);
    } while (again && outcome.stopped === null);
    return outcome;
  })().finally(() => {
    running = null;
  });
  return running;
}
