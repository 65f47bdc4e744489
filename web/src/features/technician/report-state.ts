import type { ReportValues } from '@servio/domain/report-template';
import type { QueuedAction } from './offline-db.ts';

/**
 * The office report's query key (reports-api.ts visitReportKey), written out here: importing it would put a chunk of
 * its own on the panel's first screen (its 120 KB budget). report-state.test.ts checks the two stay the same.
 */
export const panelReportKey = (visitId: string) => ['visits', 'report', visitId] as const;

/** The report's query data as reports-api's visitReportOptions keeps it (the panel's report part reads it so). */
export interface PanelReport {
  archived: boolean;
  report: { version?: number | null; completedAt?: string | null; values: ReportValues } | null;
}

/** The answers the server has after a report action: a save's own (the whole draft), else the ones it had. */
export function sentValues(action: QueuedAction, old: PanelReport): ReportValues {
  return action.operation === 'saveVisitReport'
    ? (action.variables.values as ReportValues)
    : (old.report?.values ?? {});
}
