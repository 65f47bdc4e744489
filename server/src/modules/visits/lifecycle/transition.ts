import { applyTransition, type VisitTransition } from '@servio/domain';
import { badInput } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { findVisit } from '../queries/find-visit.ts';
import { saveVisit } from '../save-visit.ts';
import type { VisitRow } from '../visit-rows.ts';

/** A status change the domain's rules allow (domain/src/visit-status.ts), saved with the version read. */
export async function transitionVisit(
  scope: TenantScope,
  id: string,
  version: number,
  change: VisitTransition,
): Promise<VisitRow> {
  const current = await findVisit(scope, { id });
  const result = applyTransition(current, change);
  if (!result.ok) throw badInput('id', result.reason);
  return saveVisit(scope, id, version, { status: result.status, archived: result.archived });
}
