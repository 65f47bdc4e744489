import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './tables/index.ts';

export type Schema = typeof schema;
/** A database or a transaction on it: PGlite and node-postgres look the same from here on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** The owner connection: bypasses row-level security. Only sign-in, the superadmin and seeding use it directly. */
  db: Db;
  /** PostgreSQL only: the pool itself, for a library that speaks node-postgres (the sign-in limiter's store). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** Extensions the migrations create (PGlite bundles them; PostgreSQL ships them in contrib). Pass to every `new PGlite`. */
export const pgliteExtensions = { pg_trgm };

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** An already opened PGlite (tests clone a migrated template). */
  pglite?: PGlite;
  /** Sees every statement sent (tests count them to catch N+1 queries). */
  logger?: Logger;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema, logger: options.logger }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const client = options.pglite ?? new PGlite(options.dataDir ?? 'memory://', { extensions: pgliteExtensions });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, logger: options.logger }) as unknown as Db;
  return { kind: 'pglite', db, close: () => client.close() };
}

/** Applies the committed SQL migrations that have not run yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
}
