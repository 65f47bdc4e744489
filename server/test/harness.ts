import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { dropDatabase } from '../src/db/drop-database.ts';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { createTokenService, loadSigningKey } from '../src/auth/tokens.ts';
import { readConfig, type Config } from '../src/config.ts';
import { migrateDatabase, openDatabase, pgliteExtensions, type Database, type OpenOptions } from '../src/db/client.ts';
import { seedDemoIfEmpty } from '../src/db/seed/demo.ts';
import type { AppServices } from '../src/graphql/context.ts';
import { readCacheFor, type ReadCache } from '../src/core/read-cache.ts';
import type { AnyData, GraphqlResult } from './graphql-result.ts';

export type Backend = 'pglite' | 'postgres';

/** Every database test runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL, the URL of this test's own database. */
  url?: string;
  close(): Promise<void>;
}

/** A migrated database with the demo seed, private to the caller. */
export async function openTestDatabase(
  backend: Backend,
  options: Pick<OpenOptions, 'logger'> = {},
): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplate'));
    const pglite = new PGlite({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
    const database = await openDatabase({ pglite, ...options });
    return { database, close: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `servio_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), ...options });
  await migrateDatabase(database);
  await seedDemoIfEmpty(database.db);
  return {
    database,
    url: url.toString(),
    async close() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  database: Database;
  close(): Promise<void>;
}

/** The real Fastify app on a private seeded database, driven with `app.inject` (no port). */
export async function createTestApp(
  backend: Backend,
  overrides: Partial<Config> = {},
  options: BuildOptions & Pick<OpenOptions, 'logger'> & { readCache?: ReadCache } = {},
): Promise<TestApp> {
  const testDb = await openTestDatabase(backend, { logger: options.logger });
  const config: Config = { ...readConfig({ NODE_ENV: 'test' }), webDist: undefined, logLevel: 'silent', ...overrides };
  const tokens = createTokenService(await loadSigningKey(testDb.database.db, config.jwtSecret), config.sessionHours);
  const services: AppServices = {
    config,
    database: testDb.database,
    tokens,
    readCache: options.readCache ?? readCacheFor(testDb.database),
  };
  const app = await buildApp(services, options);
  await app.ready();
  return {
    app,
    services,
    database: testDb.database,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

export const demoPassword = 'demo1234';

export function login(app: FastifyInstance, email: string, password = demoPassword, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress });
}

/** Signs in and returns the `jwt=…` cookie pair to send back. */
export async function signIn(app: FastifyInstance, email: string, password = demoPassword): Promise<string> {
  const response = await login(app, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.statusCode}`);
  return sessionCookie(response)!;
}

/** The `jwt=…` pair a response sets, if any. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'jwt');
  return cookie ? `jwt=${cookie.value}` : undefined;
}

export type { GraphqlResult } from './graphql-result.ts';

export async function graphql<T = AnyData>(
  app: FastifyInstance,
  cookie: string | undefined,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphqlResult<T> & { response: LightMyRequestResponse }> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ query, variables }),
  });
  return { ...(response.json() as GraphqlResult<T>), response };
}

export const errorCode = (result: GraphqlResult) => result.errors?.[0]?.extensions?.code;
