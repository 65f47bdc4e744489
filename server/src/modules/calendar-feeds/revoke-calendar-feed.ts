import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/scope.ts';
import { calendarFeeds } from '../../db/tables/index.ts';

/** Ends the actor's feed: its URL answers 404 from now on. True when there was one. */
export async function revokeCalendarFeed(scope: TenantScope): Promise<boolean> {
  const revoked = await scope.db
    .update(calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(calendarFeeds.userId, scope.actor.userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return revoked.length > 0;
}
