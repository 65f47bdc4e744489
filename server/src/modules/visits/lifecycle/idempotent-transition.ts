import { idempotent } from '../../../core/idempotency.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { findVisit } from '../queries/find-visit.ts';
import type { VisitRow } from '../visit-rows.ts';

/**
 * A status change that an offline client may send more than once (the technician panel's queue, decisions/0016):
 * with a key, the first call runs and a replay of the same key and input answers the visit as it is now instead of
 * refusing the (by then stale) version. Without a key the call simply runs. A refused first call (CONFLICT, a
 * transition the rules forbid) rolls back with the request's transaction, key row included, so the client can
 * retry the same action with the new version under a new key.
 */
export function idempotentTransition(
  scope: TenantScope,
  operation: string,
  key: string | null | undefined,
  payload: Record<string, unknown>,
  run: () => Promise<VisitRow>,
): Promise<VisitRow> {
  return idempotent(scope, { operation, key, payload, create: run, load: (id) => findVisit(scope, { id }) });
}
