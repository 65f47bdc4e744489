import { personName } from '@servio/domain';
import type { TenantScope } from '../../core/scope.ts';
import { recordEvent, type EventKind } from '../events/index.ts';
import { notify, type NotificationKind } from '../notifications/index.ts';
import type { VisitRow } from './visit-rows.ts';

/**
 * Who hears of what happens to a visit (docs/decisions/0032-live-notifications.md): the people put on it, its
 * creator ("owner") when someone else changes it or completes its report, and the company's feed. Nobody is told of
 * their own doing. Everything is written in the caller's transaction, so a refused change tells no one.
 */

const about = (scope: TenantScope, visit: VisitRow) => ({
  visitId: visit.id,
  caseNumber: visit.caseNumber,
  customerName: visit.customerName,
  by: personName(scope.actor),
});

const others = (scope: TenantScope, ids: readonly (string | null)[]) =>
  ids.filter((id): id is string => id !== null && id !== scope.actor.userId);

async function tell(scope: TenantScope, visit: VisitRow, ids: readonly (string | null)[], kind: NotificationKind) {
  await notify(scope, others(scope, ids), { kind, payload: about(scope, visit) });
}

const feed = (scope: TenantScope, visit: VisitRow, kind: EventKind) =>
  recordEvent(scope, { kind, payload: about(scope, visit) });

/** A new visit: in the feed, and its employees are told they are on it. */
export async function noticeVisitCreated(scope: TenantScope, visit: VisitRow, employeeIds: readonly string[]) {
  await feed(scope, visit, 'visit_created');
  await tell(scope, visit, employeeIds, 'visit_assigned');
}

/**
 * A saved or moved visit: whoever was added to it is told they are on it; its creator, when not among them, that it
 * changed. `before` and `after` are its employees (left out when they did not change).
 */
export async function noticeVisitChanged(
  scope: TenantScope,
  visit: VisitRow,
  employees: { before: readonly string[]; after: readonly string[] } | null,
) {
  const added = employees ? employees.after.filter((id) => !employees.before.includes(id)) : [];
  await tell(scope, visit, added, 'visit_assigned');
  if (visit.createdById && !added.includes(visit.createdById)) {
    await tell(scope, visit, [visit.createdById], 'visit_changed');
  }
}

/** The visit became completed (finished with its report, or its report completed): in the feed. */
export const noticeVisitCompleted = (scope: TenantScope, visit: VisitRow) => feed(scope, visit, 'visit_completed');

/** The visit's report was completed: its creator is told. */
export const noticeReportCompleted = (scope: TenantScope, visit: VisitRow) =>
  tell(scope, visit, [visit.createdById], 'report_completed');
