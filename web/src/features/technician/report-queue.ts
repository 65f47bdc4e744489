import type { ReportValues } from '@servio/domain/report-template';
import { isReportAction } from './action-kinds.ts';
import type { QueuedAction } from './offline-db.ts';
import { nextReportVersion } from './offline-queue.ts';

/** The report as the panel shows it: the server's with the technician's queued report actions applied. */
export interface ShownReport {
  values: ReportValues;
  /** The version the next report action names. */
  version: number | null;
  completed: boolean;
  /** Report actions on it that have not reached the server yet. */
  pending: number;
  /** A refused report action waiting for the technician's answer (the conflict list shows it too). */
  conflict: QueuedAction | undefined;
  /** A refused completion's field: the server names the first missing answer as `input.values.<fieldId>`. */
  refusedField: { fieldId: string; reason: string } | undefined;
}

export function shownReport(
  server: { values: ReportValues; version?: number | null; completedAt?: string | null },
  actions: readonly QueuedAction[],
  visitId: string,
): ShownReport {
  const shown: ShownReport = {
    values: server.values,
    version: server.version ?? null,
    completed: Boolean(server.completedAt),
    pending: 0,
    conflict: undefined,
    refusedField: undefined,
  };
  for (const action of actions) {
    if (action.visitId !== visitId || !isReportAction(action.operation)) continue;
    if (action.conflict) {
      shown.conflict ??= action;
      const fieldId = action.conflict.field?.match(/^input\.values\.(.+)$/)?.[1];
      if (fieldId && action.operation === 'completeVisitReport') {
        shown.refusedField = { fieldId, reason: action.conflict.reason };
      }
      continue;
    }
    shown.pending += 1;
    shown.version = nextReportVersion(action.variables.version);
    if (action.operation === 'saveVisitReport') shown.values = action.variables.values as ReportValues;
    else shown.completed = action.operation === 'completeVisitReport';
  }
  return shown;
}
