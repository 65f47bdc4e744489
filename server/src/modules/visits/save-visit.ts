import { and, eq, sql, type SQL } from 'drizzle-orm';
import { visits } from '../../db/tables/index.ts';
import { isUuid } from '@servio/domain';
import { conflict, notFound } from '../../core/errors.ts';
import type { Actor, CompanyScope } from '../../core/scope.ts';
import { publishLive } from '../live/index.ts';
import { visibleVisits } from './visibility.ts';
import { v, visitColumns, visitTableColumns, type VisitRow } from './visit-rows.ts';

export type VisitValues = Partial<typeof visits.$inferInsert>;

/**
 * The visit's total as the server keeps it: its fixed price plus its lines' totals (null while it has neither).
 * `price` is the price being saved (an SQL value) or the column; the visit-lines module keeps the same sum.
 */
export const visitTotalSql = (price: SQL) => sql`(case
  when ${price} is null and not exists (
    select 1 from visit_lines vl where vl.company_id = ${visits.companyId} and vl.visit_id = ${visits.id}) then null
  else coalesce(${price}, 0) + (
    select coalesce(sum(vl.total), 0) from visit_lines vl
    where vl.company_id = ${visits.companyId} and vl.visit_id = ${visits.id})::int
end)`;

/**
 * Tells the company's open boards and calendars that its visits changed (live topic `visits`), in the caller's
 * transaction: sent on commit, never for a change rolled back. Repeats in one transaction go once.
 */
export const publishVisitsChanged = ({ db, companyId }: CompanyScope) =>
  publishLive(db, { companyId, topic: 'visits' });

/**
 * Saves with the version the client read; a stale one is CONFLICT and nothing changes. Every save (the form, a move,
 * planning, a transition) is pushed live as `visits`.
 */
export async function saveVisit(
  { db }: CompanyScope,
  id: string,
  version: number,
  values: VisitValues,
): Promise<VisitRow> {
  const [row] = await db
    .update(visits)
    .set({
      ...values,
      totalPrice: visitTotalSql(values.price !== undefined ? sql`${values.price}::int` : sql`${visits.price}`),
      version: sql`${visits.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(visits.id, id), eq(visits.version, version)))
    .returning(visitTableColumns);
  if (!row) throw conflict();
  await publishVisitsChanged({ db, companyId: row.companyId });
  return row;
}

/**
 * Locks a visit the actor may see for a change of its lines (FOR UPDATE: two line changes of one visit run one after
 * the other, so each sums the lines the other committed), or NOT_FOUND.
 */
export async function lockVisitForLines(scope: CompanyScope & { actor: Actor }, id: string): Promise<VisitRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db
    .select(visitColumns)
    .from(v)
    .where(and(eq(v.id, id), visibleVisits(scope.actor)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Sets the visit's total from its price and its lines, in the caller's transaction (after a line changed). */
export async function refreshVisitTotal({ db }: CompanyScope, id: string): Promise<number | null> {
  const [row] = await db
    .update(visits)
    .set({ totalPrice: visitTotalSql(sql`${visits.price}`) })
    .where(eq(visits.id, id))
    .returning({ totalPrice: visits.totalPrice });
  return row?.totalPrice ?? null;
}
