import { and, eq, inArray, isNull } from 'drizzle-orm';
import { permissionFlags, staffRoles, type PermissionFlag } from '@servio/domain';
import type { Actor } from '../../core/scope.ts';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, companies, users } from '../../db/tables/index.ts';
import { hashFeedToken, isFeedTokenShape } from './feed-token.ts';

export interface FeedOwner {
  actor: Actor;
  companyName: string;
}

/**
 * Whose feed a token opens, looked up by its hash on the owner connection (no company is known yet): an open feed of
 * an active staff member of the feed's company, as the actor its visits are read for. Else null: unknown, revoked,
 * a deactivated person or one who is no longer staff all answer the same.
 */
export async function findFeedOwner(ownerDb: Db, token: string): Promise<FeedOwner | null> {
  if (!isFeedTokenShape(token)) return null;
  const [row] = await ownerDb
    .select({ user: users, companyName: companies.name })
    .from(calendarFeeds)
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.companyId, calendarFeeds.companyId)))
    .innerJoin(companies, eq(companies.id, calendarFeeds.companyId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, hashFeedToken(token)),
        isNull(calendarFeeds.revokedAt),
        eq(users.active, true),
        inArray(users.role, [...staffRoles]),
      ),
    );
  if (!row) return null;
  const { user } = row;
  // As a session would see them (auth/session.ts viewerFrom): administrators have every permission.
  const permissions = Object.fromEntries(
    permissionFlags.map((f) => [f, user.role === 'administrator' || user[f]]),
  ) as Record<PermissionFlag, boolean>;
  return {
    companyName: row.companyName,
    actor: {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      prefLang: user.prefLang,
      role: user.role,
      isSuperadmin: false,
      isPreviousAdmin: false,
      companyId: user.companyId,
      customerId: null,
      permissions,
    },
  };
}
