import { and, eq, isNull } from 'drizzle-orm';
import type { TenantScope } from '../../core/scope.ts';
import { calendarFeeds } from '../../db/tables/index.ts';

export interface CalendarFeedInfo {
  createdAt: Date;
}

/** The actor's feed that answers, if any: when it was made (its URL cannot be shown again, only its hash is kept). */
export async function findCalendarFeed(scope: TenantScope): Promise<CalendarFeedInfo | null> {
  const [row] = await scope.db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, scope.actor.userId), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
}
