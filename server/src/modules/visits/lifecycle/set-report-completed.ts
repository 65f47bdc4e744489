import { reportCompletedInputSchema } from '@servio/domain';
import type { z } from 'zod';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { noticeVisitCompleted } from '../visit-notices.ts';
import type { VisitRow } from '../visit-rows.ts';
import { idempotentTransition } from './idempotent-transition.ts';
import { recordVisitService } from '../../materials/index.ts';
import { transitionVisit } from './transition.ts';

/** Moves a finished visit between done and completed; with an idempotency key a replay answers the visit. */
export function setReportCompleted(
  scope: TenantScope,
  input: z.input<typeof reportCompletedInputSchema> & { idempotencyKey?: string | null },
): Promise<VisitRow> {
  const { id, version, completed } = parseInput(reportCompletedInputSchema, input);
  return idempotentTransition(
    scope,
    'setReportCompleted',
    input.idempotencyKey,
    { id, version, completed },
    async () => {
      const row = await transitionVisit(scope, id, version, { kind: 'setReportCompleted', completed });
      if (completed) await noticeVisitCompleted(scope, row);
      if (completed) await recordVisitService(scope, row);
      return row;
    },
  );
}
