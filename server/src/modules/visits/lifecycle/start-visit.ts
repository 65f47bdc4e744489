import { startVisitInputSchema } from '@servio/domain';
import type { z } from 'zod';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import type { VisitRow } from '../visit-rows.ts';
import { transitionVisit } from './transition.ts';

/** scheduled → current. */
export function startVisit(scope: TenantScope, input: z.input<typeof startVisitInputSchema>): Promise<VisitRow> {
  const { id, version } = parseInput(startVisitInputSchema, input);
  return transitionVisit(scope, id, version, { kind: 'start' });
}
