import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PermissionFlag, Role } from '@servio/domain';
import type { SessionClaims, TokenService } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';

/** The signed-in person as every service sees them, resolved once per request. */
export interface Viewer {
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
  session: SessionClaims;
}

/** What the server holds for its whole life and hands to every request. */
export interface AppServices {
  config: Config;
  database: Database;
  tokens: TokenService;
}

export interface Context {
  viewer: Viewer | null;
  /** The request's transaction, running as the application role with the viewer's company set. */
  db: Db;
  services: AppServices;
  /** `req`, not `request`: graphql-yoga keeps its Fetch API request under that name. */
  req: FastifyRequest;
  reply: FastifyReply;
}
