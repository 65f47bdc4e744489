import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql.ts';
import type { TenantScope } from '../../core/scope.ts';
import { dueVisitCondition, visibleVisits } from '../visits/index.ts';

export interface NavigationCounts {
  unreadNotifications: number;
  newEvents: number;
  dueVisits: number;
  openBookings: number;
}

/** The sidebar's badges for the person, in one round trip; row-level security keeps every count inside the company. */
export async function countNavigationBadges(scope: TenantScope): Promise<NavigationCounts> {
  const { actor } = scope;
  const own = visibleVisits(actor);
  const [counts] = await queryRows<NavigationCounts>(
    scope.db,
    sql`
    select
      (select count(*)::int from notifications where user_id = ${actor.userId} and read_at is null) as "unreadNotifications",
      (select count(*)::int from events where seen_at is null) as "newEvents",
      (select count(*)::int from visits v where ${dueVisitCondition(sql`now()`)} and ${own}) as "dueVisits",
      (select count(*)::int from bookings where status = 'open') as "openBookings"
  `,
  );
  return counts!;
}
