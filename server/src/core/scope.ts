import type { PermissionFlag, Role } from '@servio/domain';
import type { Db } from '../db/client.ts';
import { unauthenticated } from './errors.ts';

/** Who does something: the signed-in person of a request, or the person a job acts for. */
export interface Actor {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  prefLang: 'da' | 'en';
  /** The role acted in: a superadmin switched into a company acts as its administrator. */
  role: Role;
  /** True for a superadmin, switched or not. */
  isSuperadmin: boolean;
  /** True while a superadmin is switched into a company (`me.isPreviousAdmin`). */
  isPreviousAdmin: boolean;
  companyId: string | null;
  /** For a customer's login: the customer it belongs to. */
  customerId: string | null;
  permissions: Record<PermissionFlag, boolean>;
}

/**
 * What a company's work runs in: the tenant transaction (`withTenant`: application role, company set, so
 * row-level security shows only this company) and the company. Enough for system work (a job, a nightly run).
 */
export interface CompanyScope {
  db: Db;
  companyId: string;
}

/** A person's operation inside their company: the scope every GraphQL resolver, webhook and script passes. */
export interface TenantScope extends CompanyScope {
  actor: Actor;
  /** The client's address where the operation records it (audit); null outside a request. */
  clientAddress: string | null;
}

/**
 * A person's own affairs, with or without a company (their profile, their password): anyone signed in, a
 * superadmin outside any company too. A TenantScope is one.
 */
export interface PersonScope {
  db: Db;
  actor: Actor;
  clientAddress: string | null;
}

/** An operation outside any company: sign-in, a superadmin's company list, an invitation link. */
export interface OwnerScope {
  /** The owner connection's transaction: row-level security does not apply, so each query names its scope. */
  db: Db;
  actor: Actor | null;
  clientAddress: string | null;
}

/**
 * Runs work in a tenant transaction of its own, each call a new one: for an operation that calls a service outside
 * (e-conomic) between its reads and its writes, so that no transaction — on PGlite the one connection — is held
 * while the other side takes its time (graphql/own-transactions.ts).
 */
export type InTenant = <T>(work: (scope: TenantScope) => Promise<T>) => Promise<T>;

/** The tenant scope of an actor, refused when they are in no company (a superadmin not switched in). */
export function tenantScopeOf(db: Db, actor: Actor | null, clientAddress: string | null): TenantScope {
  if (!actor?.companyId) throw unauthenticated();
  return { db, companyId: actor.companyId, actor, clientAddress };
}

/** The audit log's who-and-where of a scope; a person's scope outside a company records the actor's company. */
export function auditActor(scope: TenantScope | PersonScope) {
  return {
    companyId: 'companyId' in scope ? scope.companyId : scope.actor.companyId,
    actorUserId: scope.actor.userId,
    actorEmail: scope.actor.email,
    ip: scope.clientAddress,
  };
}
