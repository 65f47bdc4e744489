import { and, asc, inArray, sql } from 'drizzle-orm';
import { applyTransition, isUuid, visitIdsInputSchema, type VisitTransition } from '@servio/domain';
import type { z } from 'zod';
import { visits } from '../../../db/tables/index.ts';
import { badInput, notFound } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { publishVisitsChanged } from '../save-visit.ts';
import { v, visitColumns, type VisitRow } from '../visit-rows.ts';
import { visibleVisits } from '../visibility.ts';

type VisitIdsInput = z.input<typeof visitIdsInputSchema>;

/** Archives or unarchives all of the visits or none: one the change does not allow refuses the whole call. */
async function changeArchived(scope: TenantScope, input: VisitIdsInput, change: VisitTransition): Promise<VisitRow[]> {
  const { ids } = parseInput(visitIdsInputSchema, input);
  const unique = [...new Set(ids)];
  if (unique.some((id) => !isUuid(id))) throw notFound();
  const rows = unique.length
    ? await scope.db
        .select(visitColumns)
        .from(v)
        .where(and(inArray(v.id, unique), visibleVisits(scope.actor)))
    : [];
  if (rows.length !== unique.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  unique.forEach((id) => {
    const result = applyTransition(byId.get(id)!, change);
    if (!result.ok) throw badInput(`ids.${ids.indexOf(id)}`, result.reason);
  });
  const archived = change.kind === 'archive';
  const changed = unique.filter((id) => byId.get(id)!.archived !== archived);
  if (changed.length) {
    await scope.db
      .update(visits)
      .set({ archived, version: sql`${visits.version} + 1`, updatedAt: new Date() })
      .where(inArray(visits.id, changed));
    await publishVisitsChanged(scope);
  }
  return scope.db.select(visitColumns).from(v).where(inArray(v.id, unique)).orderBy(asc(v.caseNumber));
}

/** Archives finished visits. */
export const archiveVisits = (scope: TenantScope, input: VisitIdsInput) =>
  changeArchived(scope, input, { kind: 'archive' });
export const unarchiveVisits = (scope: TenantScope, input: VisitIdsInput) =>
  changeArchived(scope, input, { kind: 'unarchive' });
