import { sql, type SQL } from 'drizzle-orm';
import { rentalOverlap, type RentalOverlapState, type RentalPeriod } from '@servio/domain';
import { queryRows } from '../../db/sql.ts';
import type { CompanyScope } from '../../core/scope.ts';

const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const interval = (ms: number) => sql`${ms} * interval '1 millisecond'`;

/**
 * The call of app_rental_neighbours (migration 0027): the unit's rentals within the buffer of the period, found by one
 * range query on the GiST index rentals_period_idx (material_id, tstzrange(starts_at, ends_at, '[)')), the period
 * widened by the buffer. A function running as the tables' owner: under row-level security tstzrange's && is not
 * leakproof, so a plain query would filter every rental of the unit after the policy instead of letting the index
 * answer the period (decisions 0033).
 */
export const neighboursCall = (
  materialId: SQL | string,
  period: RentalPeriod,
  buffer: SQL,
  exceptId?: string | null,
): SQL =>
  sql`app_rental_neighbours(${materialId}::uuid, ${instant(period.start)}, ${instant(period.end)}, ${buffer}, ${exceptId ?? null}::uuid)`;

/**
 * The statement the function runs, as the owner: written here too so that a test and the bench can EXPLAIN it on the
 * owner connection (a function call's plan does not show its inside). Keep it as the function's body.
 */
export function neighbourStatement(companyId: string, materialId: string, period: RentalPeriod, bufferMs: number): SQL {
  return sql`SELECT r.starts_at, r.ends_at FROM rentals r
    WHERE r.company_id = ${companyId}::uuid AND r.material_id = ${materialId}::uuid
      AND tstzrange(r.starts_at, r.ends_at, '[)')
        && tstzrange(${instant(period.start)} - ${interval(bufferMs)} - interval '1 millisecond', ${instant(period.end)} + ${interval(bufferMs)}, '[]')`;
}

/** A neighbour as the database hands it over: timestamps as text (JSON) or Date (a driver's row). */
export type NeighbourRow = { starts_at: string | Date; ends_at: string | Date };
export const toPeriod = (r: NeighbourRow): RentalPeriod => ({ start: new Date(r.starts_at), end: new Date(r.ends_at) });

export async function neighbourPeriods(
  scope: CompanyScope,
  materialId: string,
  period: RentalPeriod,
  bufferMs: number,
  exceptId?: string | null,
): Promise<RentalPeriod[]> {
  const rows = await queryRows<NeighbourRow>(
    scope.db,
    sql`select starts_at, ends_at from ${neighboursCall(materialId, period, interval(bufferMs), exceptId)}`,
  );
  return rows.map(toPeriod);
}

/** The period's state against the unit's other rentals: the neighbours from the index, classified by the domain. */
export async function periodState(
  scope: CompanyScope,
  materialId: string,
  period: RentalPeriod,
  bufferMs: number,
  exceptId?: string | null,
): Promise<RentalOverlapState> {
  return rentalOverlap(period, await neighbourPeriods(scope, materialId, period, bufferMs, exceptId), bufferMs);
}
