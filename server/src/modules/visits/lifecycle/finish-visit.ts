import { finishVisitInputSchema } from '@servio/domain';
import type { z } from 'zod';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { createNextOfSeries } from '../series/create-next-of-series.ts';
import { recordVisitService } from '../../materials/index.ts';
import { noticeVisitCompleted } from '../visit-notices.ts';
import type { VisitRow } from '../visit-rows.ts';
import { idempotentTransition } from './idempotent-transition.ts';
import { transitionVisit } from './transition.ts';

/**
 * current (or scheduled) → completed or done; a series' next occurrence becomes a real visit. With an idempotency
 * key a replay answers the visit and makes no second next occurrence.
 */
export function finishVisit(
  scope: TenantScope,
  input: z.input<typeof finishVisitInputSchema> & { idempotencyKey?: string | null },
): Promise<VisitRow> {
  const { id, version, reportCompleted } = parseInput(finishVisitInputSchema, input);
  return idempotentTransition(
    scope,
    'finishVisit',
    input.idempotencyKey,
    { id, version, reportCompleted },
    async () => {
      const row = await transitionVisit(scope, id, version, { kind: 'finish', reportCompleted });
      if (row.status === 'completed') await noticeVisitCompleted(scope, row);
      // The visit serviced its units: their last service is its date, their next follows (materials module).
      await recordVisitService(scope, row);
      await createNextOfSeries(scope, row);
      return row;
    },
  );
}
