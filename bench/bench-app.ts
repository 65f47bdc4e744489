import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { createTokenService, loadSigningKey } from '../server/src/auth/tokens.ts';
import { readConfig } from '../server/src/config.ts';
import { dropDatabase } from '../server/src/db/drop-database.ts';
import { permissionFlags } from '@servio/domain';
import type { TenantScope } from '../server/src/core/scope.ts';
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
  if (backends.includes('pglite')) {
    const lite = await openDatabase({ pglite: new PGlite({ extensions: pgliteExtensions }) });
    await migrateDatabase(lite);
    try {
      results.push(...(await run('pglite', lite)));
    } finally {
      await lite.close();
    }
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!backends.includes('postgres')) return results;
  if (!adminUrl) {
    console.log(`${label} bench: no BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL figures skipped`);
    return results;
  }
  const name = `servio_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateDatabase(database);
    results.push(...(await run('postgres', database)));
  } finally {
    await database.close();
    await dropDatabase(adminUrl, name);
  }
  return results;
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
  const services: AppServices = { config, database, tokens };
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
