import { sql } from 'drizzle-orm';
import { isUuid, rentalOverlap, type RentalOverlapState } from '@servio/domain';
import { badInput, notFound } from '../../core/errors.ts';
import { queryRows } from '../../db/sql.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { neighboursCall, toPeriod, type NeighbourRow } from './rental-neighbours.ts';
import { assertRentalsOn } from './rental-settings.ts';

export interface RentalOverlapStatus {
  state: RentalOverlapState;
  bufferHours: number;
}

/**
 * The form's live status of a period on a unit, leaving out the rental being edited (`exceptRentalId`); writes
 * nothing. A period ending before it starts is BAD_USER_INPUT rental.endsBeforeStart. Asked as the user types, so it
 * is one statement: the unit, the company's setting and buffer, and the neighbours the index finds with that buffer.
 */
export async function rentalOverlapStatus(
  scope: CompanyScope,
  materialId: string,
  start: Date,
  end: Date,
  exceptRentalId?: string | null,
): Promise<RentalOverlapStatus> {
  if (!isUuid(materialId)) throw notFound();
  if (start.getTime() >= end.getTime()) {
    // Another company's unit is NOT_FOUND before anything else is said about the call.
    await queryUnit(scope, materialId);
    throw badInput('endsAt', 'rental.endsBeforeStart');
  }
  const except = exceptRentalId && isUuid(exceptRentalId) ? exceptRentalId : null;
  const neighbours = neighboursCall(sql`m.id`, { start, end }, sql`c.rental_buffer_hours * interval '1 hour'`, except);
  const [row] = await queryRows<{ on: boolean; hours: number; neighbours: NeighbourRow[] }>(
    scope.db,
    sql`select c.show_rental as "on", c.rental_buffer_hours as hours,
        (select coalesce(json_agg(n), '[]'::json) from ${neighbours} n) as neighbours
      from materials m join companies c on c.id = m.company_id
      where m.id = ${materialId}::uuid`,
  );
  // Another company's unit is NOT_FOUND before the setting is looked at, like a missing one.
  if (!row) throw notFound();
  if (!row.on) await assertRentalsOn(scope);
  const bufferMs = row.hours * 3_600_000;
  return { state: rentalOverlap({ start, end }, row.neighbours.map(toPeriod), bufferMs), bufferHours: row.hours };
}

async function queryUnit(scope: CompanyScope, materialId: string): Promise<void> {
  const rows = await queryRows(scope.db, sql`select 1 from materials where id = ${materialId}::uuid`);
  if (rows.length === 0) throw notFound();
}
