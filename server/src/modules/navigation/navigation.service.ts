import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql.ts';
import type { Context } from '../../graphql/context.ts';
import { dueVisitCondition, ownVisitCondition } from '../overview/visit-conditions.ts';

export interface NavigationCounts {
  unreadNotifications: number;
  newEvents: number;
  dueVisits: number;
  openBookings: number;
}

/** The sidebar's badges in one round trip; row-level security keeps every count inside the company. */
export async function countNavigationBadges(ctx: Context): Promise<NavigationCounts> {
  const viewer = ctx.viewer!;
  const own = ownVisitCondition(viewer);
  const [counts] = await queryRows<NavigationCounts>(
    ctx.db,
    sql`
    select
      (select count(*)::int from notifications where user_id = ${viewer.userId} and read_at is null) as "unreadNotifications",
      (select count(*)::int from events where seen_at is null) as "newEvents",
      (select count(*)::int from visits v where ${dueVisitCondition(sql`now()`)} and ${own}) as "dueVisits",
      (select count(*)::int from bookings where status = 'open') as "openBookings"
  `,
  );
  return counts!;
}
