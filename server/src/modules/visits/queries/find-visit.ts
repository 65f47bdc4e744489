import { and, eq } from 'drizzle-orm';
import { findVisitInputSchema, isUuid } from '@servio/domain';
import type { z } from 'zod';
import { notFound } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { v, visitColumns, type VisitRow } from '../visit-rows.ts';
import { visibleVisits } from '../visibility.ts';

/** A visit the actor may see, or NOT_FOUND (also for another company's, and for one they are not on). */
export async function findVisit(scope: TenantScope, input: z.input<typeof findVisitInputSchema>): Promise<VisitRow> {
  const { id } = parseInput(findVisitInputSchema, input);
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db
    .select(visitColumns)
    .from(v)
    .where(and(eq(v.id, id), visibleVisits(scope.actor)));
  if (!row) throw notFound();
  return row;
}
