import type { TadaDocumentNode } from 'gql.tada';
import { finishVisitMutation, setReportCompletedMutation, startVisitMutation } from './panel-api.ts';

/** What every visit action answers: the visit's new state. */
export interface ActionResult {
  id: string;
  status: string;
  version: number;
  updatedAt: string;
}

interface ActionKind {
  /** The mutation; it takes the action's variables plus `id`, `version` and `idempotencyKey`. */
  document: TadaDocumentNode<Record<string, ActionResult>, Record<string, unknown>>;
  /** The status the technician sees at once, before the server has it. */
  optimisticStatus: (variables: Record<string, unknown>) => string;
}

const finishedStatus = (completed: unknown) => (completed === true ? 'completed' : 'done');

/**
 * Every action the panel can take offline, by operation name (decisions/0014). The queue, the optimistic view and
 * the replay read only this table: adding an action (registerTime once time registrations exist) is one entry here
 * plus the button that queues it.
 */
export const actionKinds = {
  startVisit: {
    document: startVisitMutation as unknown as ActionKind['document'],
    optimisticStatus: () => 'current',
  },
  finishVisit: {
    document: finishVisitMutation as unknown as ActionKind['document'],
    optimisticStatus: (v) => finishedStatus(v.reportCompleted),
  },
  setReportCompleted: {
    document: setReportCompletedMutation as unknown as ActionKind['document'],
    optimisticStatus: (v) => finishedStatus(v.completed),
  },
} satisfies Record<string, ActionKind>;

export type ActionName = keyof typeof actionKinds;
