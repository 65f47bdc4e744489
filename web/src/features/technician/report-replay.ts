import type { QueryClient } from '@tanstack/react-query';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { graphql, request } from '../../lib/graphql.ts';
import { isReportAction, type ReportResult } from './action-kinds.ts';
import { deleteAction, putAction, type QueuedAction } from './offline-db.ts';
import type { QueueTransport, ReportState } from './offline-queue.ts';
import { panelReportKey, sentValues, type PanelReport } from './report-state.ts';

/*
 * The report's part of the offline queue (issue #16, decisions/0025): its mutations, how a report action is sent, and
 * what the replay does with a report's answers. Loaded when the queue holds a report action (offline-queue.ts), so
 * the panel's first screen (its 120 KB budget, decisions/0016) does not carry it; the service worker caches it.
 */

const saveMutation = graphql(`
  mutation panelSaveVisitReport($visitId: ID!, $version: Int, $values: JSON!, $lineChecks: JSON) {
    saveVisitReport(input: { visitId: $visitId, version: $version, values: $values, lineChecks: $lineChecks }) {
      visitId
      visitStatus
      version
      completedAt
    }
  }
`);

const completeMutation = graphql(`
  mutation panelCompleteVisitReport($visitId: ID!, $version: Int!) {
    completeVisitReport(visitId: $visitId, version: $version) {
      visitId
      visitStatus
      version
      completedAt
    }
  }
`);

const uncompleteMutation = graphql(`
  mutation panelUncompleteVisitReport($visitId: ID!, $version: Int!) {
    uncompleteVisitReport(visitId: $visitId, version: $version) {
      visitId
      visitStatus
      version
      completedAt
    }
  }
`);

const reportQuery = graphql(`
  query panelReportState($id: ID!) {
    visit(id: $id) {
      id
      report {
        version
        values
        completedAt
      }
    }
  }
`);

/**
 * Sends a report action. The report's mutations take no idempotency key: the version makes a second send of the
 * same action a CONFLICT, which `reportRefused` recognises as already done.
 */
export async function sendReportAction(action: QueuedAction): Promise<ReportResult> {
  const visitId = action.visitId;
  const version = action.variables.version as number | null;
  switch (action.operation) {
    case 'saveVisitReport': {
      const { values, lineChecks } = action.variables;
      return (await request(saveMutation, { visitId, version, values, lineChecks })).saveVisitReport;
    }
    case 'completeVisitReport':
      return (await request(completeMutation, { visitId, version: version ?? 0 })).completeVisitReport;
    case 'uncompleteVisitReport':
      return (await request(uncompleteMutation, { visitId, version: version ?? 0 })).uncompleteVisitReport;
    default:
      throw new Error(`not a report action: ${action.operation}`);
  }
}

/** The visit's report now; null when the technician can no longer see the visit. */
export async function readReport(visitId: string): Promise<ReportState | null> {
  try {
    const { visit } = await request(reportQuery, { id: visitId });
    return visit.report
      ? { version: visit.report.version ?? null, values: visit.report.values, completedAt: visit.report.completedAt }
      : { version: null, values: {}, completedAt: null };
  } catch (error) {
    if (error instanceof GraphQLRequestError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) return null;
    throw error;
  }
}

/** The later report actions on a visit go on from the report's version the server answered. */
export async function chainReport(later: QueuedAction[], visitId: string, version: number | null): Promise<void> {
  for (const next of later) {
    if (next.visitId !== visitId || !isReportAction(next.operation) || next.conflict) continue;
    next.variables = { ...next.variables, version };
    await putAction(next);
  }
}

/**
 * A save the next report action (a later save) supersedes: the later one carries the whole draft, so this one need
 * not go, and the later one goes on this one's version. True when it was dropped.
 */
export async function superseded(action: QueuedAction, later: QueuedAction[]): Promise<boolean> {
  if (action.operation !== 'saveVisitReport') return false;
  const next = later.find((a) => a.visitId === action.visitId && isReportAction(a.operation));
  if (!next || next.conflict || next.operation !== 'saveVisitReport') return false;
  next.variables = { ...next.variables, version: action.variables.version ?? null };
  await putAction(next);
  await deleteAction(action.key);
  return true;
}

/** JSON with its keys sorted: the same answers compare equal whatever order the server wrote them in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * Whether a report action refused as CONFLICT had in fact reached the server already (its answer was lost on the
 * way back, and the report's version moved on by it): the report is as the action would leave it.
 */
function alreadyApplied(action: QueuedAction, report: ReportState): boolean {
  switch (action.operation) {
    case 'saveVisitReport':
      return report.completedAt === null && stableJson(report.values) === stableJson(action.variables.values);
    case 'completeVisitReport':
      return report.completedAt !== null;
    case 'uncompleteVisitReport':
      return report.completedAt === null;
    default:
      return false;
  }
}

/**
 * A refused report action: already done (a lost answer) leaves the queue as sent; anything else is kept for the
 * technician with the report's version now (a retry names it), and the field the server named (a missing answer,
 * shown at its field). Errors reading the report are thrown to the replay (no connection: stop and try later).
 */
export async function reportRefused(
  action: QueuedAction,
  error: GraphQLRequestError,
  transport: QueueTransport,
  later: QueuedAction[],
): Promise<'sent' | 'conflict'> {
  const state = await transport.currentReport(action.visitId);
  if (error.code === 'CONFLICT' && state && alreadyApplied(action, state)) {
    await deleteAction(action.key);
    await chainReport(later, action.visitId, state.version);
    return 'sent';
  }
  await putAction({
    ...action,
    conflict: {
      current: state ? action.seen : null,
      changes: state ? [] : ['removed'],
      reason: error.reason ?? error.code,
      ...(error.field ? { field: error.field } : {}),
      reportVersion: state?.version ?? null,
    },
  });
  return 'conflict';
}

/** The report part shows the report with the queue applied: the server's state goes in with the send. */
export function showReportAnswer(queryClient: QueryClient, action: QueuedAction, result: ReportResult): void {
  queryClient.setQueryData<PanelReport>(panelReportKey(result.visitId), (old) =>
    old?.report
      ? {
          ...old,
          report: {
            ...old.report,
            version: result.version,
            completedAt: result.completedAt,
            values: sentValues(action, old),
          },
        }
      : old,
  );
}
