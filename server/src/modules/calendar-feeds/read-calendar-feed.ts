import type { OwnerScope } from '../../core/scope.ts';
import { withTenant } from '../../db/tenant.ts';
import { feedCalendar } from './feed-calendar.ts';
import { findFeedOwner } from './feed-owner.ts';
import { feedVisits } from './feed-visits.ts';

/**
 * The iCalendar text a feed token opens, or null (unknown, revoked, its owner gone). The token is looked up by its
 * hash on the owner connection; the visits are then read in a tenant transaction as the feed's owner, so row-level
 * security and the visibility rule hold as they do for a signed-in request.
 */
export async function readCalendarFeed(
  scope: OwnerScope,
  token: string,
  options: { origin: string | null; now?: Date },
): Promise<string | null> {
  const owner = await findFeedOwner(scope.db, token);
  if (!owner) return null;
  const { actor, companyName } = owner;
  const visits = await withTenant(scope.db, { companyId: actor.companyId, userId: actor.userId }, (tx) =>
    feedVisits({ db: tx, companyId: actor.companyId!, actor, clientAddress: scope.clientAddress }, options.now),
  );
  return feedCalendar({ visits, companyName, lang: actor.prefLang, origin: options.origin });
}
