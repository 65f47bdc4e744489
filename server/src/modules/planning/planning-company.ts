import { sql } from 'drizzle-orm';
import { defaultBookingHours, type WeeklyHours } from '@servio/domain';
import { forbidden } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { longestVisitMsSql } from '../visits/index.ts';

/** What the board needs of its company. */
export interface PlanningCompany {
  travelSpeedKmh: number;
  /** The company's working hours (the employees' fallback). */
  bookingHours: WeeklyHours;
  /** The longest visit's length in milliseconds (0 without visits), when asked for: the board's range bound. */
  longestVisitMs: number;
}

/**
 * The company's planning settings, or FORBIDDEN (reason planning.off) when its planning page is off: the board and
 * its operations exist only with `enablePlanningPage`.
 */
export async function readPlanningCompany(
  scope: CompanyScope,
  options: { longestVisit?: boolean } = {},
): Promise<PlanningCompany> {
  // The longest visit in the same round trip.
  const longest = options.longestVisit ? longestVisitMsSql(scope.companyId) : sql`0`;
  const [row] = await queryRows<{ enabled: boolean; speed: number; hours: WeeklyHours | null; longest: string | null }>(
    scope.db,
    sql`select enable_planning_page as enabled, travel_speed_kmh as speed, booking_hours as hours, ${longest} as longest
        from companies where id = ${scope.companyId}`,
  );
  if (!row?.enabled) throw forbidden({ reason: 'planning.off' });
  return {
    travelSpeedKmh: Number(row.speed),
    bookingHours: row.hours ?? defaultBookingHours,
    longestVisitMs: Number(row.longest ?? 0),
  };
}
