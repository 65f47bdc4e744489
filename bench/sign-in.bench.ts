import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { accessRules, decideAccess } from '../server/src/graphql/access.ts';
import type { Viewer } from '../server/src/graphql/context.ts';
import { rootFields } from '../server/src/graphql/execution-plugin.ts';
import { freePort } from '../server/test/server-process.ts';
import { withScratchDatabase } from './bench-app.ts';
import { startServerProcess, type BenchResult } from './lib.ts';

/**
 * Sign-ins per second at concurrency 10 against the real server (argon2id m=19456, t=2), on PGlite (the limiter in
 * memory) and — with BENCH_DATABASE_URL or TEST_DATABASE_URL — on PostgreSQL (the limiter's shared table).
 */
export async function benchSignIn(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'servio-bench-signin-'));
  const results: BenchResult[] = [];
  try {
    results.push(...(await signInsPerSecond('auth.sign_in_per_second_c10', { DATA_DIR: dataDir, WEB_DIST: '' })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return results;
  await withScratchDatabase(adminUrl, async (url) => {
    const env = { DATABASE_URL: url, SEED_DEMO: '1', WEB_DIST: '' };
    results.push(...(await signInsPerSecond('auth.sign_in_per_second_c10_postgres', env)));
  });
  return results;
}

async function signInsPerSecond(name: string, env: Record<string, string>): Promise<BenchResult[]> {
  const server = await startServerProcess(env, await freePort(), undefined, 'built');
  try {
    const signIn = async () => {
      const response = await fetch(`${server.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.dk', password: 'demo1234' }),
      });
      if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    };
    const perSecond = await callsPerSecond(signIn, { warmUp: 10, total: 300 });
    return [
      { name, value: Math.round(perSecond * 10) / 10, unit: 'per s', target: '>= 50' },
      await benchSignedInRequest(
        server.url,
        name.replace('auth.sign_in_per_second', 'auth.signed_in_typename_per_second'),
      ),
    ];
  } finally {
    await server.stop();
  }
}

/** Requests per second of the smallest signed-in operation at concurrency 10: the session check's own cost. */
async function benchSignedInRequest(url: string, name: string): Promise<BenchResult> {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.dk', password: 'demo1234' }),
  });
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  const request = async () => {
    const answer = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{"query":"{ __typename }"}',
    });
    if ((await answer.text()) !== '{"data":{"__typename":"Query"}}') throw new Error('signed-in request failed');
  };
  const perSecond = await callsPerSecond(request, { warmUp: 200, total: 3000 });
  return { name, value: Math.round(perSecond), unit: 'per s', target: '' };
}

/** Calls per second of `call` at concurrency 10, after `warmUp` calls one at a time. */
async function callsPerSecond(call: () => Promise<void>, { warmUp, total }: { warmUp: number; total: number }) {
  for (let i = 0; i < warmUp; i++) await call();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < total) {
        next++;
        await call();
      }
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

/**
 * What the access table adds to a request: finding the root fields of the operation (through
 * fragments) and deciding each against the table, for the heaviest operation the web app sends.
 */
export function benchAccessCheck(): BenchResult[] {
  const document = parse(`query getMeAndSettings {
    me { id firstName lastName isPreviousAdmin email prefLang roles role initials }
    company { id name address { streetAddress city zipcode } }
    navigationCounts { dueVisits } overview { todayVisitCount }
  }`);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const viewer = { role: 'employee', companyId: 'c', isSuperadmin: false, permissions: {} } as unknown as Viewer;
  const runs = 100_000;
  let allowed = 0;
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    for (const field of rootFields(operation, document))
      if (decideAccess(accessRules[`Query.${field}`], viewer) === 'allowed') allowed++;
  }
  const microseconds = ((performance.now() - started) * 1000) / runs;
  if (allowed !== runs * 4) throw new Error('the access check did not allow what it should');
  return [
    {
      name: 'auth.access_check_per_request',
      value: Math.round(microseconds * 100) / 100,
      unit: 'µs',
      target: '< 1000',
    },
  ];
}
