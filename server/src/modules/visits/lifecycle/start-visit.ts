import { startVisitInputSchema } from '@servio/domain';
import type { z } from 'zod';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import type { VisitRow } from '../visit-rows.ts';
import { idempotentTransition } from './idempotent-transition.ts';
import { transitionVisit } from './transition.ts';

/** scheduled → current; with an idempotency key a replay answers the visit instead of a CONFLICT. */
export function startVisit(
  scope: TenantScope,
  input: z.input<typeof startVisitInputSchema> & { idempotencyKey?: string | null },
): Promise<VisitRow> {
  const { id, version } = parseInput(startVisitInputSchema, input);
  return idempotentTransition(scope, 'startVisit', input.idempotencyKey, { id, version }, () =>
    transitionVisit(scope, id, version, { kind: 'start' }),
  );
}
