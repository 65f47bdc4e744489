import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { companies, invitations, users } from '../../db/tables/index.ts';
import type { OwnerScope } from '../../core/scope.ts';

/** A new link's secret: only its hash is stored. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The unused, unexpired invitation of an active person the token opens, found by the token's hash; else null. */
export async function findOpenInvitation(scope: OwnerScope, token: string) {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await scope.db
    .select({ invitation: invitations, user: users, companyName: companies.name })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(
      and(
        eq(invitations.tokenHash, hashInvitationToken(token)),
        isNull(invitations.usedAt),
        sql`${invitations.expiresAt} > now()`,
        eq(users.active, true),
      ),
    );
  return row ?? null;
}
