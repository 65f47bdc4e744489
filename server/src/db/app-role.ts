import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { StartupError } from '../ops/startup-error.ts';
import { queryRows } from './sql.ts';
import type { Database } from './client.ts';

/** The application role of the embedded database, which no other deployment shares. */
export const embeddedAppRole = 'servio_app';

/**
 * The application role of a PostgreSQL database: its own per database, as roles belong to the whole cluster. A role
 * shared by two deployments on one cluster (every deployment's `servio_app`) let deployment A's login, a member of it,
 * read B's data. `servio_app_<database>`, the name sanitized; a name that had to change gets a short hash, so two
 * databases never map to one role.
 */
export function appRoleFor(databaseName: string): string {
  const sanitized = databaseName.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  if (sanitized === databaseName && sanitized.length <= 52) return `servio_app_${sanitized}`;
  const hash = createHash('sha256').update(databaseName).digest('hex').slice(0, 8);
  return `servio_app_${sanitized.slice(0, 43)}_${hash}`;
}

/** APP_ROLE when configured, else the role derived from the URL's database name; the embedded role without a URL. */
export function appRoleOf(databaseUrl: string | undefined, configured?: string): string {
  if (configured) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(configured))
      throw new StartupError(`APP_ROLE must be a plain role name (a-z, 0-9, _), not ${JSON.stringify(configured)}`);
    return configured;
  }
  if (!databaseUrl) return embeddedAppRole;
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || new URL(databaseUrl).username;
  return appRoleFor(name || 'postgres');
}

/**
 * Creates the application role if it is missing and gives it what requests need in this database, and nothing of the
 * server-only tables. The connecting (login) role becomes a member, so it may SET ROLE to it. The shared role of
 * earlier versions loses its rights in this database. Runs after every migration: idempotent.
 */
export async function ensureAppRole(database: Database): Promise<void> {
  const role = database.appRole;
  const quoted = sql.identifier(role);
  if (!(await roleExists(database, role))) {
    try {
      await database.db.execute(sql`create role ${quoted} nologin`);
    } catch (error) {
      throw new StartupError(
        `The application role ${role} does not exist and the database login may not create it: create it ` +
          `(create role ${role} nologin; grant ${role} to <login role>) or set APP_ROLE (${(error as Error).message})`,
      );
    }
  }
  const [membership] = await queryRows<{ member: boolean }>(
    database.db,
    sql`select pg_has_role(current_user, ${role}, 'MEMBER') as member`,
  );
  if (!membership!.member) await database.db.execute(sql`grant ${quoted} to current_user`);
  await database.db.execute(sql`grant usage on schema public to ${quoted}`);
  await database.db.execute(sql`grant select, insert, update, delete on all tables in schema public to ${quoted}`);
  await database.db.execute(sql`grant usage, select on all sequences in schema public to ${quoted}`);
  await database.db.execute(
    sql`alter default privileges in schema public grant select, insert, update, delete on tables to ${quoted}`,
  );
  await database.db.execute(
    sql`alter default privileges in schema public grant usage, select on sequences to ${quoted}`,
  );
  await database.db.execute(sql`revoke all on server_secrets, sessions from ${quoted}`);
  // The stock ledger is append-only for requests (docs/decisions/0019): the grant above must not give back what
  // the migration took.
  await database.db.execute(sql`revoke update, delete on stock_movements from ${quoted}`);
  if (role !== embeddedAppRole) await revokeSharedRole(database);
}

/** The role every deployment shared before: no rights left in this database (it may still serve another). */
async function revokeSharedRole(database: Database): Promise<void> {
  if (!(await roleExists(database, embeddedAppRole))) return;
  const shared = sql.identifier(embeddedAppRole);
  await database.db.execute(sql`revoke all on all tables in schema public from ${shared}`);
  await database.db.execute(sql`revoke all on all sequences in schema public from ${shared}`);
  await database.db.execute(sql`revoke all on schema public from ${shared}`);
  await database.db.execute(sql`alter default privileges in schema public revoke all on tables from ${shared}`);
  await database.db.execute(sql`alter default privileges in schema public revoke all on sequences from ${shared}`);
}

async function roleExists(database: Database, role: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    database.db,
    sql`select exists (select 1 from pg_roles where rolname = ${role}) as found`,
  );
  return row!.found;
}
