import { previewOccurrences, recurrencePreviewInputSchema, recurrenceStartProblem } from '@servio/domain';
import type { z } from 'zod';
import { badInput } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';

/** The first `count` occurrence starts (10 when left out) of a rule beginning at `start`; reads nothing. */
export function previewRecurrence(_scope: TenantScope, input: z.input<typeof recurrencePreviewInputSchema>): Date[] {
  const { rule, start, count } = parseInput(recurrencePreviewInputSchema, input);
  const problem = recurrenceStartProblem(rule, start);
  if (problem) throw badInput(`rule.${problem.field}`, problem.reason);
  return previewOccurrences(rule, start, count ?? 10);
}
