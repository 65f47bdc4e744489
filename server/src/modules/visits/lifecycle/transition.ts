import { applyTransition, type VisitTransition } from '@servio/domain';
import { badInput, conflict } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { findVisit } from '../queries/find-visit.ts';
import { saveVisit } from '../save-visit.ts';
import type { VisitRow } from '../visit-rows.ts';

/**
 * A status change the domain's rules allow (domain/src/visit-status.ts), saved with the version read. A stale version
 * is CONFLICT before the rules are asked: a client that read an older state (the technician panel's offline queue)
 * learns that the visit changed, not that its action is wrong for a state it never saw.
 */
export async function transitionVisit(
  scope: TenantScope,
  id: string,
  version: number,
  change: VisitTransition,
): Promise<VisitRow> {
  const current = await findVisit(scope, { id });
  if (current.version !== version) throw conflict();
  const result = applyTransition(current, change);
  if (!result.ok) throw badInput('id', result.reason);
  return saveVisit(scope, id, version, { status: result.status, archived: result.archived });
}
