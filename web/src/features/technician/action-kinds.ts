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

/** What a report action answers: the report's new version and state (decisions/0025). */
export interface ReportResult {
  visitId: string;
  visitStatus: string;
  /** Never null after an action (the schema's field is null only before the first save). */
  version: number | null;
  completedAt: string | null;
}

interface VisitActionKind {
  /** The mutation; it takes the action's variables plus `idempotencyKey` (and `id`, `version` when versioned). */
  document: TadaDocumentNode<Record<string, unknown>, Record<string, unknown>>;
  /**
   * Whether the action changes the visit itself (checked against the version the technician saw, answered with the
   * visit's new state). A time registration only belongs to the visit: it takes no version and leaves the visit as is.
   */
  versioned: boolean;
  /** The status the technician sees at once, before the server has it; undefined: unchanged. */
  optimisticStatus: (variables: Record<string, unknown>, status: string) => string | undefined;
}

/**
 * An action on the visit's report (decisions/0025): it names the report's own version (`variables.version`, null
 * before the first save), which the queue chains from one report action to the next, as the visit's version. Its
 * mutation is sent by report-replay.ts, a chunk of its own: the first screen carries only this entry.
 */
interface ReportActionKind {
  report: true;
  versioned: false;
  optimisticStatus: VisitActionKind['optimisticStatus'];
}

type ActionKind = VisitActionKind | ReportActionKind;

const finishedStatus = (completed: unknown) => (completed === true ? 'completed' : 'done');

/**
 * Every action the panel can take offline, by operation name (decisions/0016). The queue, the optimistic view and
 * the replay read only this table: adding an action is one entry here plus the button that queues it.
 */
export const actionKinds = {
  startVisit: {
    document: startVisitMutation as unknown as VisitActionKind['document'],
    versioned: true,
    optimisticStatus: () => 'current',
  },
  finishVisit: {
    document: finishVisitMutation as unknown as VisitActionKind['document'],
    versioned: true,
    optimisticStatus: (v) => finishedStatus(v.reportCompleted),
  },
  /** The old flag, without the report's required answers: kept so actions queued by an older panel still go. */
  setReportCompleted: {
    document: setReportCompletedMutation as unknown as VisitActionKind['document'],
    versioned: true,
    optimisticStatus: (v) => finishedStatus(v.completed),
  },
  /** Variables: `{ input: TimeRegistrationInput }` with the visit's id in it (time-entry.ts builds them). */
  registerTime: {
    document: registerTimeMutation as unknown as VisitActionKind['document'],
    versioned: false,
    optimisticStatus: () => undefined,
  },
  /** Variables: `{ version, values, lineChecks }`: the whole draft, so a later save supersedes an earlier one. */
  saveVisitReport: {
    report: true,
    versioned: false,
    optimisticStatus: () => undefined,
  },
  /** Variables: `{ version }`. The server moves a done visit to completed with it. */
  completeVisitReport: {
    report: true,
    versioned: false,
    optimisticStatus: (_v, status) => (status === 'done' ? 'completed' : undefined),
  },
  /** Variables: `{ version }`. The server moves a completed visit back to done. */
  uncompleteVisitReport: {
    report: true,
    versioned: false,
    optimisticStatus: (_v, status) => (status === 'completed' ? 'done' : undefined),
  },
} satisfies Record<string, ActionKind>;

export type ActionName = keyof typeof actionKinds;

/** Whether an action is on the visit's report (its own version, its own conflicts). */
export const isReportAction = (operation: ActionName): boolean => 'report' in actionKinds[operation];
