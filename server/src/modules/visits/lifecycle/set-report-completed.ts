import { reportCompletedInputSchema } from '@servio/domain';
import type { z } from 'zod';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import type { VisitRow } from '../visit-rows.ts';
import { transitionVisit } from './transition.ts';

/** Moves a finished visit between done and completed. */
export function setReportCompleted(
  scope: TenantScope,
  input: z.input<typeof reportCompletedInputSchema>,
): Promise<VisitRow> {
  const { id, version, completed } = parseInput(reportCompletedInputSchema, input);
  return transitionVisit(scope, id, version, { kind: 'setReportCompleted', completed });
}
