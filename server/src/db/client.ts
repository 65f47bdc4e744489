import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { appRoleOf, ensureAppRole } from './app-role.ts';
import { postgresListener, type Listen } from './listen.ts';
import { cacheFileSizes } from './pglite-file-sizes.ts';
import { isMigrated } from './migrated.ts';
import { appRoleSetting } from './tenant.ts';

/**
 * A database or a transaction on it: PGlite and node-postgres look the same from here on. Without drizzle's
 * relational queries (`db.query.…`, which nothing here uses): given the tables, drizzle builds a query builder per
 * table for every transaction it opens.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** The owner connection: bypasses row-level security. Only sign-in, the superadmin and seeding use it directly. */
  db: Db;
  /** PostgreSQL only: the pool itself, for a library that speaks node-postgres (the sign-in limiter's store). */
  pool?: pg.Pool;
  /** The role requests run as (db/app-role.ts); every connection carries it in the `servio.app_role` setting. */
  appRole: string;
  /** LISTEN/NOTIFY (the live updates, modules/live): a dedicated connection on PostgreSQL, the one on PGlite. */
  listen: Listen;
  close(): Promise<void>;
}

/** Extensions the migrations create (PGlite bundles them; PostgreSQL ships them in contrib). Pass to every `new PGlite`. */
export const pgliteExtensions = { pg_trgm, btree_gist };

/**
 * PGlite's settings beside its defaults. Its WebAssembly memory grows to what PostgreSQL touches and never gives it
 * back. PostgreSQL's 128 MB of shared buffers, 32 here: with the smaller server bundle, the embedded server under the
 * load bench went from 695 to 396 MB resident (docs/decisions/0040-server-processes.md). A page not in the buffers is
 * read from the data dir's files, which the operating system caches; index builds (migrations, a restore) get 16 MB
 * where they had 64.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=16MB'];

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** An already opened PGlite (tests clone a migrated template). */
  pglite?: PGlite;
  /** Sees every statement sent (tests count them to catch N+1 queries). */
  logger?: Logger;
  /** APP_ROLE: the application role, when not the one derived from the database name. */
  appRole?: string | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const appRole = appRoleOf(options.databaseUrl, options.appRole);
  if (options.databaseUrl) {
    // Set on every connection as it opens, so withTenant switches to it without asking anything first.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: `-c ${appRoleSetting}=${appRole}`,
    });
    const db = drizzlePg({ client: pool, logger: options.logger }) as unknown as Db;
    const listener = postgresListener(options.databaseUrl);
    const close = async () => {
      await listener.close();
      await pool.end();
    };
    return { kind: 'postgres', db, pool, appRole, listen: listener.listen, close };
  }
  const client =
    options.pglite ?? new PGlite(options.dataDir ?? 'memory://', { extensions: pgliteExtensions, startParams });
  await client.waitReady;
  cacheFileSizes(client);
  // PGlite is one connection: set once.
  await client.query(`select set_config('${appRoleSetting}', $1, false)`, [appRole]);
  const db = drizzlePglite({ client, logger: options.logger }) as unknown as Db;
  // PGlite delivers a NOTIFY to its own listeners on commit, as PostgreSQL does to other sessions.
  const listen: Listen = (channel, handlers) => client.listen(channel, (payload) => handlers.onPayload(payload));
  return { kind: 'pglite', db, appRole, listen, close: () => client.close() };
}

/** Any fixed number: the key of the advisory lock that lets one process at a time migrate a PostgreSQL database. */
const migrationLockKey = 7_410_305_118;

/**
 * Applies the committed SQL migrations that have not run yet, then sets up the application role. On PostgreSQL,
 * several app processes starting together take turns under an advisory lock: two concurrent GRANTs on one table fail
 * with "tuple concurrently updated", and two migrators would both apply a new migration. A database that has every
 * migration and its role already is left as it is (isMigrated). True when it migrated.
 */
export async function migrateDatabase(database: Database): Promise<boolean> {
  // A restart of a migrated database: one query.
  if (await isMigrated(database)) return false;
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    await ensureAppRole(database);
    return true;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    const db = drizzlePg({ client }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    await ensureAppRole({ ...database, db });
    return true;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    client.release();
  }
}
