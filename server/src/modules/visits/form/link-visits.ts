import { and, eq, inArray } from 'drizzle-orm';
import { isUuid, linkVisitsInputSchema } from '@servio/domain';
import type { z } from 'zod';
import { visitLinks } from '../../../db/tables/index.ts';
import { badInput, notFound } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { findVisit } from '../queries/find-visit.ts';
import { v, type VisitRow } from '../visit-rows.ts';
import { visibleVisits } from '../visibility.ts';

type LinkInput = z.input<typeof linkVisitsInputSchema>;

/** The other visits of a link change: each one the actor may see, never the visit itself. */
async function linkTargets(scope: TenantScope, input: LinkInput): Promise<{ id: string; others: string[] }> {
  const { id, linkedIds } = parseInput(linkVisitsInputSchema, input);
  await findVisit(scope, { id });
  const others = [...new Set(linkedIds)];
  others.forEach((other) => {
    if (other === id) throw badInput(`linkedIds.${linkedIds.indexOf(other)}`, 'visit.linkSelf');
  });
  if (others.some((other) => !isUuid(other))) throw notFound();
  const found = others.length
    ? await scope.db
        .select({ id: v.id })
        .from(v)
        .where(and(inArray(v.id, others), visibleVisits(scope.actor)))
    : [];
  if (found.length !== others.length) throw notFound();
  return { id, others };
}

/** A link is stored once, the smaller id first. */
const pair = (a: string, b: string) => (a < b ? { visitId: a, linkedVisitId: b } : { visitId: b, linkedVisitId: a });

/** Links the visit with each of `linkedIds` (both ways). */
export async function linkVisits(scope: TenantScope, input: LinkInput): Promise<VisitRow> {
  const { id, others } = await linkTargets(scope, input);
  if (others.length) {
    await scope.db
      .insert(visitLinks)
      .values(others.map((other) => ({ companyId: scope.companyId, ...pair(id, other) })))
      .onConflictDoNothing();
  }
  return findVisit(scope, { id });
}

export async function unlinkVisits(scope: TenantScope, input: LinkInput): Promise<VisitRow> {
  const { id, others } = await linkTargets(scope, input);
  for (const other of others) {
    const p = pair(id, other);
    await scope.db
      .delete(visitLinks)
      .where(and(eq(visitLinks.visitId, p.visitId), eq(visitLinks.linkedVisitId, p.linkedVisitId)));
  }
  return findVisit(scope, { id });
}
