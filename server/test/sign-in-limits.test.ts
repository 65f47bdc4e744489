import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { backends, createTestApp, demoPassword, graphql, login, signIn, type TestApp } from './harness.ts';

const auditRows = async (t: TestApp, ip: string) =>
  queryRows<{ action: string; actor_email: string; details: Record<string, unknown> }>(
    t.database.db,
    sql`select action, actor_email, details from audit_log where ip = ${ip} order by id`,
  );

/** The `name=value` pair of a Set-Cookie the response sends. */
function cookiePair(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  return all.find((c) => c.startsWith(`${name}=`))?.split(';')[0];
}

const loginWith = (t: TestApp, email: string, password: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

describe.each(backends)('sign-in limits on %s', (backend) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      backend,
      { loginFailuresPerAddress: 8, logLevel: 'info' },
      { logStream: { write: (line) => logLines.push(line) } },
    );
  });
  afterAll(async () => t?.close());

  it('counts refused sign-ins instead of storing each: 200 wrong passwords add a handful of audit rows', async () => {
    const ip = '10.60.0.1';
    const statuses = new Map<number, number>();
    for (let i = 0; i < 200; i++) {
      const { statusCode } = await login(t.app, 'tekniker@demo.dk', `forkert-${i}`, ip);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    expect(statuses).toEqual(
      new Map([
        [401, 5],
        [429, 195],
      ]),
    );
    // The address's first failure (with its reason) and the failure that began the lockout.
    const rows = await auditRows(t, ip);
    expect(rows.map((r) => r.action)).toEqual(['signin.failure', 'signin.rate_limited']);
    expect(rows[0]!.details).toEqual({ reason: 'wrong_password' });
    expect(rows[1]!.details).toEqual({ reason: 'wrong_password', lockout: 'email', limit: 5 });
  });

  it('records a success after failures with how many came before', async () => {
    const ip = '10.60.0.2';
    for (let i = 0; i < 3; i++) expect((await login(t.app, 'sofie@demo.dk', 'forkert', ip)).statusCode).toBe(401);
    expect((await login(t.app, 'sofie@demo.dk', demoPassword, ip)).statusCode).toBe(200);
    const rows = await auditRows(t, ip);
    expect(rows.map((r) => [r.action, r.details])).toEqual([
      ['signin.failure', { reason: 'wrong_password' }],
      ['signin.success', { failuresBefore: 3 }],
    ]);
  });

  it('lets a known device past the address limit (an office behind NAT), but not past the per-email one', async () => {
    const office = '10.60.1.1';
    // Sofie signed in from this browser before: it carries her device cookie (HttpOnly, only sent to /login).
    const first = await loginWith(t, 'sofie@demo.dk', demoPassword, '10.60.9.9');
    const device = cookiePair(first, 'servio_device');
    expect(device).toBeDefined();
    expect(String(first.headers['set-cookie'])).toMatch(
      /servio_device=[^;]+;.*Path=\/login.*HttpOnly.*SameSite=Strict/i,
    );

    // Someone else at the office fails for many emails until the address is locked (limit 8 here).
    for (let i = 0; i < 8; i++) await login(t.app, `gaet-${i}@demo.dk`, 'forkert', office);
    expect((await login(t.app, 'jonas@demo.dk', demoPassword, office)).statusCode).toBe(429);
    // Sofie's browser still gets in with her password, and only for her email.
    expect((await loginWith(t, 'sofie@demo.dk', demoPassword, office, device)).statusCode).toBe(200);
    expect((await loginWith(t, 'jonas@demo.dk', demoPassword, office, device)).statusCode).toBe(429);
    // A forged or foreign cookie is no device.
    expect((await loginWith(t, 'sofie@demo.dk', demoPassword, office, 'servio_device=forged')).statusCode).toBe(429);

    // The per-email limit still holds for the known device.
    const home = '10.60.1.2';
    for (let i = 0; i < 5; i++) await loginWith(t, 'sofie@demo.dk', 'forkert', home, device);
    expect((await loginWith(t, 'sofie@demo.dk', demoPassword, home, device)).statusCode).toBe(429);
  });

  it('answers 400 to an email with a NUL byte and logs nothing of it', async () => {
    logLines.length = 0;
    const response = await loginWith(t, 'admin@demo.dk\u0000hemmelig-nul', 'hemmelig-kode', '10.60.2.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request' });
    const everything = logLines.join('\n');
    expect(everything).not.toContain('hemmelig');
    expect(everything).not.toMatch(/"level":50/);
  });
});

describe.each(backends)('changePassword attempts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const change = `mutation ($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }`;
  const refusal = (result: { errors?: { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions;

  it('limits wrong current passwords per user like sign-in, with password.tooManyAttempts', async () => {
    const cookie = await signIn(t.app, 'jonas@demo.dk');
    const newPassword = 'blå-cykel-ved-åen-7';
    for (let i = 0; i < 5; i++) {
      const wrong = await graphql(t.app, cookie, change, { currentPassword: `forkert-${i}`, newPassword });
      expect(refusal(wrong)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'password.currentWrong' });
    }
    // Now even the right password waits: a stolen session cannot go on guessing.
    const limited = await graphql(t.app, cookie, change, { currentPassword: demoPassword, newPassword });
    expect(refusal(limited)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'currentPassword',
      reason: 'password.tooManyAttempts',
    });
    // Another user is not held by it.
    const other = await signIn(t.app, 'sofie@demo.dk');
    const fine = await graphql(t.app, other, change, { currentPassword: demoPassword, newPassword });
    expect(fine.errors).toBeUndefined();
  });
});
