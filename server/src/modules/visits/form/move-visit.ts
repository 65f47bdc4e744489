import { moveVisitInputSchema } from '@servio/domain';
import type { z } from 'zod';
import { badInput } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { findVisit } from '../queries/find-visit.ts';
import type { VisitRow } from '../visit-rows.ts';
import { rescheduleVisit } from './reschedule-visit.ts';

/** The calendar's drag and resize: a new start and end (undo is a move back with the returned version). */
export async function moveVisit(scope: TenantScope, input: z.input<typeof moveVisitInputSchema>): Promise<VisitRow> {
  const { id, version, start, end } = parseInput(moveVisitInputSchema, input);
  const current = await findVisit(scope, { id });
  if (current.archived) throw badInput('id', 'visit.archived');
  return rescheduleVisit(scope, current, version, { start, end });
}
