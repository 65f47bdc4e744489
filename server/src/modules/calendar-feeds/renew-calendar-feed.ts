import { forbidden } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { calendarFeeds } from '../../db/tables/index.ts';
import { feedPath, hashFeedToken, newFeedToken } from './feed-token.ts';
import { revokeCalendarFeed } from './revoke-calendar-feed.ts';

export interface NewCalendarFeed {
  /** /calendar/<token>.ics: returned this once, never stored. */
  path: string;
  createdAt: Date;
}

/**
 * A new feed URL for the actor's own visits, the first or a replacement: an earlier one is revoked first, so a person
 * has one URL that answers (a unique index holds it). No idempotency key, unlike the create mutations: a stored answer
 * would keep the token in plain text, and a retry does no harm (it replaces the feed whose URL was lost anyway).
 * A superadmin switched into a company has no visits of their own there: refused.
 */
export async function renewCalendarFeed(scope: TenantScope): Promise<NewCalendarFeed> {
  if (scope.actor.isSuperadmin) throw forbidden({ reason: 'calendarFeed.notForSuperadmin' });
  await revokeCalendarFeed(scope);
  const token = newFeedToken();
  const [row] = await scope.db
    .insert(calendarFeeds)
    .values({ companyId: scope.companyId, userId: scope.actor.userId, tokenHash: hashFeedToken(token) })
    .returning({ createdAt: calendarFeeds.createdAt });
  return { path: feedPath(token), createdAt: row!.createdAt };
}
