import { and, asc, eq, exists, gt, lt, sql } from 'drizzle-orm';
import { badInput } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { visitEmployees } from '../../../db/tables/index.ts';
import { sameCompany } from '../../../db/sql.ts';
import { v, visitColumns, type VisitRow } from '../visit-rows.ts';

/** The panel asks for today and the next 7 days; a little more is allowed, a calendar's month is not. */
export const technicianRangeDays = 14;
const maxVisits = 300;

export interface TechnicianVisitsInput {
  from: Date;
  to: Date;
}

/**
 * The technician panel's list (decisions/0016): the viewer's own visits (they are on them, whatever their role, so an
 * administrator who also works in the field sees only theirs) overlapping [from, to), not archived, by start. One
 * query; the customer and employees come from the request's batched loaders.
 */
export async function technicianVisits(scope: TenantScope, { from, to }: TechnicianVisitsInput): Promise<VisitRow[]> {
  if (!(to.getTime() > from.getTime())) throw badInput('to', 'calendar.rangeInvalid');
  if (to.getTime() - from.getTime() > technicianRangeDays * 86_400_000) throw badInput('to', 'calendar.rangeTooLong');
  const onVisit = scope.db
    .select({ one: sql`1` })
    .from(visitEmployees)
    .where(
      and(
        sameCompany(visitEmployees, v, eq(visitEmployees.visitId, v.id)),
        eq(visitEmployees.userId, scope.actor.userId),
      ),
    );
  return scope.db
    .select(visitColumns)
    .from(v)
    .where(
      and(
        exists(onVisit),
        eq(v.archived, false),
        lt(v.start, to),
        // A visit without an end counts as its start instant.
        gt(sql`coalesce(${v.end}, ${v.start} + interval '1 second')`, from),
      ),
    )
    .orderBy(asc(v.start), asc(v.caseNumber))
    .limit(maxVisits);
}
