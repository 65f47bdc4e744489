import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { createTokenService, loadSigningKey } from '../server/src/auth/tokens.ts';
import { readConfig } from '../server/src/config.ts';
import { dropDatabase } from '../server/src/db/drop-database.ts';
import { permissionFlags } from '@servio/domain';
import type { TenantScope } from '../server/src/core/scope.ts';
import { readCacheFor } from '../server/src/core/read-cache.ts';
import { migrateDatabase, openDatabase, pgliteExtensions, type Database, type Db } from '../server/src/db/client.ts';
import { withTenant } from '../server/src/db/tenant.ts';
import type { AppServices } from '../server/src/graphql/context.ts';
import type { BenchResult } from './lib.ts';

export type Backend = 'pglite' | 'postgres';

/**
 * Runs `run` on a fresh, migrated PGlite and on a fresh PostgreSQL database (dropped after), as `backends` names
 * (e.g. from VISITS_BENCH_BACKENDS=postgres, for quicker iterations). PostgreSQL needs BENCH_DATABASE_URL or
 * TEST_DATABASE_URL; without one its figures are left out with a line saying so.
 */
export async function onBackends(
  label: string,
  backends: readonly string[],
  run: (backend: Backend, database: Database) => Promise<BenchResult[]>,
): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  // PostgreSQL first: a closed PGlite leaves its WebAssembly memory to the garbage collector, whose later pauses
  // showed in PostgreSQL's tail when it ran second (materials p95 8.5 alone, 11.5 after PGlite).
  if (backends.includes('postgres')) {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (adminUrl) results.push(...(await onPostgres(adminUrl, (database) => run('postgres', database))));
    else console.log(`${label} bench: no BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL figures skipped`);
  }
  if (backends.includes('pglite')) {
    const lite = await openDatabase({ pglite: new PGlite({ extensions: pgliteExtensions }) });
    await migrateDatabase(lite);
    try {
      results.push(...(await run('pglite', lite)));
    } finally {
      await lite.close();
    }
  }
  return results;
}

/** `work` with the URL of a new, empty PostgreSQL database beside `adminUrl`'s, dropped afterwards. */
export async function withScratchDatabase<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `servio_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await dropDatabase(adminUrl, name);
  }
}

/** `run` on a new, migrated PostgreSQL database beside `adminUrl`'s, dropped afterwards. */
function onPostgres(adminUrl: string, run: (database: Database) => Promise<BenchResult[]>): Promise<BenchResult[]> {
  return withScratchDatabase(adminUrl, async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    try {
      await migrateDatabase(database);
      return await run(database);
    } finally {
      await database.close();
    }
  });
}

export interface SignedInApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** `jwt=…` of the person signed in. */
  cookie: string;
  /** A GraphQL request as that person, through Fastify's inject; its data, parsed once as a client would. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each bench reads the fields it asked for
  post: (query: string, variables?: Record<string, unknown>) => Promise<any>;
}

/** The production app on `database` (no web files, no log), with `email` signed in through /login. */
export async function signedInApp(database: Database, email: string, password: string): Promise<SignedInApp> {
  const config = { ...readConfig({ NODE_ENV: 'production' }), webDist: undefined, logLevel: 'silent' as const };
  const tokens = createTokenService(await loadSigningKey(database.db, config.jwtSecret), config.sessionHours);
  const services: AppServices = { config, database, tokens, readCache: readCacheFor(database) };
  const app = await buildApp(services);
  await app.ready();
  const signIn = await app.inject({ method: 'POST', url: '/login', payload: { email, password } });
  const cookie = `jwt=${signIn.cookies.find((c) => c.name === 'jwt')!.value}`;
  const post = async (query: string, variables?: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ query, variables }),
    });
    const body = response.json();
    if (response.statusCode !== 200 || body.errors) throw new Error(`bench: ${response.body.slice(0, 500)}`);
    return body.data;
  };
  return { app, cookie, post };
}

/**
 * The generated data as a database that has run a while leaves it: statistics, the visibility map (index-only
 * counts) and hint bits by VACUUM ANALYZE, and the new pages written out by a CHECKPOINT. Without it autovacuum and
 * the checkpointer run during the timings on a two-core machine and show up as their tail (p95 twice the p50).
 */
export async function settleDatabase(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
}

/**
 * Work as an administrator of `companyId` (every permission) in a tenant transaction, as a resolver runs it but
 * without GraphQL: the SQL side of a figure that is also measured through GraphQL.
 */
export function asBenchAdmin(
  db: Db,
  admin: { companyId: string; userId: string; email: string; lastName: string },
): (work: (scope: TenantScope) => Promise<unknown>) => () => Promise<void> {
  const { companyId, userId } = admin;
  const actor: TenantScope['actor'] = {
    userId,
    email: admin.email,
    firstName: 'Bench',
    lastName: admin.lastName,
    prefLang: 'da',
    role: 'administrator',
    isSuperadmin: false,
    isPreviousAdmin: false,
    companyId,
    customerId: null,
    permissions: Object.fromEntries(permissionFlags.map((f) => [f, true])) as TenantScope['actor']['permissions'],
  };
  return (work) => () =>
    withTenant(db, { companyId, userId }, async (tx) => {
      await work({ db: tx, companyId, actor, clientAddress: null });
    });
}
