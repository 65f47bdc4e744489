import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { permissionFlags, type PermissionFlag } from '@servio/domain';
import type { Db } from '../db/client.ts';
import { companies, customers, revokedTokens, users, type UserRow } from '../db/tables/index.ts';
import type { AppServices, Viewer } from '../graphql/context.ts';
import type { SessionClaims } from './tokens.ts';

export const cookieName = 'jwt';

/** Builds the viewer from a user row and the session's claims (a switched superadmin acts as administrator). */
export function viewerFrom(user: UserRow, session: SessionClaims): Viewer {
  const isSuperadmin = user.role === 'superadmin';
  const switched = isSuperadmin && session.impersonating && session.companyId !== null;
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    prefLang: user.prefLang,
    role: switched ? 'administrator' : user.role,
    isSuperadmin,
    isPreviousAdmin: switched,
    companyId: switched ? session.companyId : user.companyId,
    customerId: switched ? null : user.customerId,
    permissions: Object.fromEntries(
      permissionFlags.map((f) => [f, switched || user.role === 'administrator' || user[f]]),
    ) as Record<PermissionFlag, boolean>,
    session,
  };
}

/**
 * A customer's login counts only while their company allows customer logins and the customer is
 * allowed to log in; staff are not affected. Checked at sign-in and on every request, so switching
 * either off ends open customer sessions too.
 */
export const customerLoginAllowed = sql<boolean>`(${users.role} <> 'customer' or exists (
  select 1 from ${customers} cu join ${companies} co on co.id = cu.company_id
  where cu.id = ${users.customerId} and cu.allowed_to_login and co.allow_customer_login))`;

/**
 * Resolves the request's viewer from its cookie in one query: the token must verify, not be revoked,
 * belong to an active user allowed to log in, and carry the user's current session generation.
 */
export async function resolveViewer(services: AppServices, token: string | undefined): Promise<Viewer | null> {
  if (!token) return null;
  const claims = await services.tokens.verify(token);
  if (!claims) return null;
  const [user] = await services.database.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, claims.userId),
        eq(users.active, true),
        eq(users.sessionGeneration, claims.generation),
        customerLoginAllowed,
        sql`not exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
      ),
    );
  return user ? viewerFrom(user, claims) : null;
}

export async function revokeToken(db: Db, session: SessionClaims): Promise<void> {
  await db.insert(revokedTokens).values({ jti: session.jti, expiresAt: session.expiresAt }).onConflictDoNothing();
}

/** Forgets revocations of tokens that have expired anyway. */
export async function pruneRevokedTokens(db: Db): Promise<void> {
  await db.delete(revokedTokens).where(sql`${revokedTokens.expiresAt} < now()`);
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(cookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request) });
}

/** Issues a new session for `user` (after sign-in, a switch, or a password change) and sets the cookie. */
export async function startSession(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  scope: { companyId: string | null; impersonating: boolean },
): Promise<Viewer> {
  const { token, claims } = await services.tokens.issue({
    userId: user.id,
    companyId: scope.companyId,
    impersonating: scope.impersonating,
    generation: user.sessionGeneration,
  });
  setSessionCookie(request, reply, token, claims.expiresAt);
  return viewerFrom(user, claims);
}
