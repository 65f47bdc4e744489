import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { permissionFlags, type PermissionFlag } from '@servio/domain';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/sql.ts';
import { appRoleSetting } from '../db/tenant.ts';
import { companies, customers, sessions, users, type UserRow } from '../db/tables/index.ts';
import type { AppServices, Viewer } from '../graphql/context.ts';
import type { SessionClaims } from './tokens.ts';

export const cookieName = 'jwt';

/**
 * The user columns a viewer is built from: who they are and what they may do. Every request reads them, so nothing
 * else: not the password hash (which then never sits in a request's memory or cache), rates, booking hours or dates.
 * One list: the select and the type are both made from it.
 */
const viewerUserKeys = [
  'id',
  'companyId',
  'email',
  'firstName',
  'lastName',
  'prefLang',
  'role',
  'kind',
  'customerId',
  ...permissionFlags,
] as const;
type ViewerUserColumn = (typeof viewerUserKeys)[number];
// Object.fromEntries forgets its keys; each key is a column of users of the same name.
const viewerUserColumns = Object.fromEntries(viewerUserKeys.map((key) => [key, users[key]])) as {
  [K in ViewerUserColumn]: (typeof users)[K];
};

/** A user as far as a viewer is built from it (a whole `UserRow` will do). */
export type ViewerUser = Pick<UserRow, ViewerUserColumn>;

/** Builds the viewer from a user row and the session's claims (a switched superadmin acts as administrator). */
export function viewerFrom(user: ViewerUser, session: SessionClaims): Viewer {
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
    kind: switched ? null : user.kind,
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
 * The viewer's user columns (`viewerUserColumns`) if the session still counts: an active user allowed to log in,
 * carrying the user's current session generation, the session's row still there and not expired (an allow-list:
 * logout deletes the row, and a restored older database has no rows of sessions it did not see start). Prepared once
 * per database, as every request asks it (building the statement anew each time cost as much as running it).
 */
function prepareViewerQuery(db: Db) {
  return db
    .select(viewerUserColumns)
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.active, true),
        eq(users.sessionGeneration, sql.placeholder('generation')),
        customerLoginAllowed,
        sql`exists (select 1 from ${sessions} where ${sessions.jti} = ${sql.placeholder('jti')}
          and ${sessions.userId} = ${users.id} and ${sessions.expiresAt} > now())`,
      ),
    )
    .prepare('resolve_viewer');
}
const viewerQueries = new WeakMap<Db, ReturnType<typeof prepareViewerQuery>>();

/**
 * Resolves the request's viewer from its cookie in one query (see `prepareViewerQuery`). On the embedded database a
 * burst of requests by one session reads its row once (core/read-cache.ts, decision 0047): whatever ends a session
 * early (signing out, a password change, a deactivated user, customer logins switched off) is a write, which ends the
 * entry at once, and the token's own expiry is checked on every request by `verify`.
 */
export async function resolveViewer(services: AppServices, token: string | undefined): Promise<Viewer | null> {
  if (!token) return null;
  const claims = await services.tokens.verify(token);
  if (!claims) return null;
  const db = services.database.db;
  let query = viewerQueries.get(db);
  if (!query) viewerQueries.set(db, (query = prepareViewerQuery(db)));
  const read = query;
  const user = await services.readCache.read(
    db,
    `viewer:${claims.jti}:${claims.userId}:${claims.generation}`,
    async () => {
      const [row] = await read.execute({ userId: claims.userId, generation: claims.generation, jti: claims.jti });
      return row ?? null;
    },
  );
  return user ? viewerFrom(user, claims) : null;
}

const requestViewers = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/**
 * The request's viewer, resolved once however many steps ask: the body-size check of a large /graphql body and the
 * GraphQL context both need it.
 */
export function requestViewer(services: AppServices, request: FastifyRequest): Promise<Viewer | null> {
  let viewer = requestViewers.get(request);
  if (!viewer) requestViewers.set(request, (viewer = resolveViewer(services, request.cookies[cookieName])));
  return viewer;
}

/**
 * Runs `work` on `db` as its owner. The sessions table is kept from the application role, but a password change
 * starts its new session inside the request's tenant transaction (as the application role): for these statements the
 * transaction steps back to the login role and then returns. A second connection would not do: PGlite has one, held by
 * that transaction.
 */
async function asOwner(db: Db, work: () => Promise<unknown>): Promise<void> {
  const [{ tenant } = { tenant: false }] = await queryRows<{ tenant: boolean }>(
    db,
    sql`select current_user <> session_user as tenant`,
  );
  if (tenant) await db.execute(sql`select set_config('role', 'none', true)`);
  await work();
  if (tenant) await db.execute(sql`select set_config('role', current_setting(${appRoleSetting}), true)`);
}

/** Ends the session: its token no longer counts anywhere (logout, switch). */
export async function revokeToken(db: Db, session: SessionClaims): Promise<void> {
  await asOwner(db, () => db.delete(sessions).where(eq(sessions.jti, session.jti)));
}

/** Forgets sessions that have expired anyway. */
export async function pruneExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expiresAt} < now()`);
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

/**
 * Issues a new session for `user` (after sign-in, a switch, or a password change), records it, and sets the cookie.
 * `db` is the connection or transaction the caller works in (the session row commits with it).
 */
export async function startSession(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  scope: { companyId: string | null; impersonating: boolean },
  db: Db = services.database.db,
): Promise<Viewer> {
  const { token, claims } = await services.tokens.issue({
    userId: user.id,
    companyId: scope.companyId,
    impersonating: scope.impersonating,
    generation: user.sessionGeneration,
  });
  await asOwner(db, () =>
    db.insert(sessions).values({ jti: claims.jti, userId: user.id, expiresAt: claims.expiresAt }),
  );
  setSessionCookie(request, reply, token, claims.expiresAt);
  return viewerFrom(user, claims);
}
