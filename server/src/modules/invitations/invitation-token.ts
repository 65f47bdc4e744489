import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { companies, invitations, users, type UserRow } from '../../db/tables/index.ts';
import type { OwnerScope, TenantScope } from '../../core/scope.ts';
import { enqueueMail, type NewMail } from '../mail/index.ts';

/** What a one-time link is for: a first password (invitation) or a new one an administrator started (reset). */
export type LinkKind = 'invitation' | 'password_reset';

/** A new link's secret: only its hash is stored. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface StoredLink {
  /** Path of the one-time link: /invitation/<token> (both kinds share the page). */
  link: string;
  expiresAt: Date;
}

/**
 * Stores a new one-time link of `kind` for `user` (only the token's hash) and withdraws the person's earlier
 * unused links of that kind. The link itself goes only into the mail.
 */
async function storeLink(scope: TenantScope, user: UserRow, kind: LinkKind, lifetimeMs: number): Promise<StoredLink> {
  const token = newInvitationToken();
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await scope.db
    .delete(invitations)
    .where(and(eq(invitations.userId, user.id), eq(invitations.kind, kind), isNull(invitations.usedAt)));
  await scope.db.insert(invitations).values({
    companyId: scope.companyId,
    userId: user.id,
    kind,
    tokenHash: hashInvitationToken(token),
    expiresAt,
    createdById: scope.actor.userId,
  });
  return { link: `/invitation/${token}`, expiresAt };
}

/**
 * Stores a one-time link for the person and enqueues the mail that carries it (mail/link-mail.ts renders it in the
 * person's language); the email log shows it, with the link's token removed once sent.
 */
export async function mailLink(
  scope: TenantScope,
  user: UserRow,
  link: { kind: LinkKind; lifetimeMs: number; render: (input: unknown) => NewMail },
): Promise<StoredLink> {
  const stored = await storeLink(scope, user, link.kind, link.lifetimeMs);
  const mail = link.render({
    to: user.email,
    firstName: user.firstName,
    prefLang: user.prefLang,
    link: stored.link,
    expiresAt: stored.expiresAt.toISOString(),
  });
  await enqueueMail(scope, { ...mail, ...(user.customerId ? { customerId: user.customerId } : {}) });
  return stored;
}

/** The unused, unexpired link of an active person the token opens, found by the token's hash; else null. */
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
