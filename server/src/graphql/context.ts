import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionClaims, TokenService } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import {
  tenantScopeOf,
  type Actor,
  type InTenant,
  type OwnerScope,
  type PersonScope,
  type TenantScope,
} from '../core/scope.ts';
import { unauthenticated } from '../core/errors.ts';
import type { ReadCache } from '../core/read-cache.ts';

/** The signed-in person of a request, resolved once: the operations' actor and the session it came with. */
export interface Viewer extends Actor {
  session: SessionClaims;
  /** Field worker, office or both (staff); null for others. The web lands field workers on the technician panel. */
  kind: 'field' | 'office' | 'both' | null;
}

/** What the server holds for its whole life and hands to every request. */
export interface AppServices {
  config: Config;
  database: Database;
  tokens: TokenService;
  /** Reads the web repeats in a burst (core/read-cache.ts): a burst cache on PGlite, none on PostgreSQL. */
  readCache: ReadCache;
}

export interface Context {
  viewer: Viewer | null;
  /** The request's transaction, running as the application role with the viewer's company set. */
  db: Db;
  services: AppServices;
  /** For an operation of ownTransactionFields (which has no `db`): a tenant transaction of its own per call. */
  inTenant?: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /** `req`, not `request`: graphql-yoga keeps its Fetch API request under that name. */
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The scope a resolver hands to a company's operation: the request's tenant transaction, the viewer, the address. */
export const tenantScope = (ctx: Context): TenantScope => tenantScopeOf(ctx.db, ctx.viewer, ctx.req.ip);

/**
 * A company operation's result through the server's read cache, under a key naming the operation and whose view it
 * is (the person and the role they act in; a change of role is a write, which empties the cache anyway).
 */
export function cachedForViewer<T>(
  ctx: Context,
  operation: string,
  read: (scope: TenantScope) => Promise<T>,
): Promise<T> {
  const scope = tenantScope(ctx);
  const key = `${operation}:${scope.companyId}:${scope.actor.userId}:${scope.actor.role}`;
  return ctx.services.readCache.read(ctx.db, key, () => read(scope));
}

/** An operation of ownTransactionFields: its tenant transactions, each a new one, with the viewer's scope. */
export function tenantTransactions(ctx: Context): InTenant {
  const inTenant = ctx.inTenant;
  if (!inTenant) throw new Error('Not an operation of ownTransactionFields: it runs in the request transaction');
  return (work) => inTenant((db) => work(tenantScopeOf(db, ctx.viewer, ctx.req.ip)));
}

/** The scope of a person's own operation (profile, password), company or not. */
export function personScope(ctx: Context): PersonScope {
  if (!ctx.viewer) throw unauthenticated();
  return { db: ctx.db, actor: ctx.viewer, clientAddress: ctx.req.ip };
}

/** The scope of an operation on the owner connection (a superadmin's, an invitation link's). */
export const ownerScope = (ctx: Context): OwnerScope => ({ db: ctx.db, actor: ctx.viewer, clientAddress: ctx.req.ip });
