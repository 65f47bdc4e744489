import type { TadaDocumentNode } from 'gql.tada';
import {
  finishVisitMutation,
  registerTimeMutation,
  setReportCompletedMutation,
  startVisitMutation,
} from './panel-api.ts';

/** What every visit action answers: the visit's new state. */
export interface ActionResult {
  id: string;
  status: string;
  version: number;
  updatedAt: string;
}

interface ActionKind {
  /** The mutation; it takes the action's variables plus `idempotencyKey` (and `id`, `version` when versioned). */
  document: TadaDocumentNode<Record<string, unknown>, Record<string, unknown>>;
  /**
   * Whether the action changes the visit itself (checked against the version the technician saw, answered with the
   * visit's new state). A time registration only belongs to the visit: it takes no version and leaves the visit as is.
   */
  versioned: boolean;
  /** The status the technician sees at once, before the server has it; undefined: unchanged. */
  optimisticStatus: (variables: Record<string, unknown>) => string | undefined;
}

const finishedStatus = (completed: unknown) => (completed === true ? 'completed' : 'done');

/**
 * Every action the panel can take offline, by operation name (decisions/0016). The queue, the optimistic view and
 * the replay read only this table: adding an action is one entry here plus the button that queues it.
 */
export const actionKinds = {
  startVisit: {
    document: startVisitMutation as unknown as ActionKind['document'],
    versioned: true,
    optimisticStatus: () => 'current',
  },
  finishVisit: {
    document: finishVisitMutation as unknown as ActionKind['document'],
    versioned: true,
    optimisticStatus: (v) => finishedStatus(v.reportCompleted),
  },
  setReportCompleted: {
    document: setReportCompletedMutation as unknown as ActionKind['document'],
    versioned: true,
    optimisticStatus: (v) => finishedStatus(v.completed),
  },
  /** Variables: `{ input: TimeRegistrationInput }` with the visit's id in it (time-entry.ts builds them). */
  registerTime: {
    document: registerTimeMutation as unknown as ActionKind['document'],
    versioned: false,
    optimisticStatus: () => undefined,
  },
} satisfies Record<string, ActionKind>;

export type ActionName = keyof typeof actionKinds;
