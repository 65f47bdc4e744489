import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService, loadSigningKey } from '../src/auth/tokens.ts';
import { queryRows } from '../src/db/sql.ts';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { auditLog, sessions, users } from '../src/db/tables/index.ts';
import { createPerson, factoryPassword } from './factories.ts';
import {
  backends,
  createTestApp,
  demoPassword,
  errorCode,
  graphql,
  login,
  sessionCookie,
  signIn,
  type TestApp,
} from './harness.ts';

const meQuery = 'query { me { id email } }';

function jwtSetCookie(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  return all.find((c) => c.startsWith('jwt='));
}

/** Each test gets its own client address, so the in-memory limiter of the shared app never mixes tests. */
let nextAddress = 1;
const freshAddress = () => `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

async function expectUnauthenticated(t: TestApp, cookie: string | undefined) {
  const result = await graphql(t.app, cookie, meQuery);
  expect(errorCode(result)).toBe('UNAUTHENTICATED');
  expect(result.data ?? null).toBeNull();
}

async function expectSignedInAs(t: TestApp, cookie: string | undefined, email: string) {
  const result = await graphql(t.app, cookie, meQuery);
  expect(result.errors).toBeUndefined();
  expect(result.data?.me.email).toBe(email);
}

describe.each(backends)('POST /login and /logout on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('signs in and sets an HttpOnly, SameSite=Lax session cookie on the whole site, without Secure over http', async () => {
    const response = await login(t.app, 'admin@demo.dk', demoPassword, freshAddress());
    expect(response.statusCode).toBe(200);
    const cookie = jwtSetCookie(response);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/^jwt=[^;]+;/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    await expectSignedInAs(t, sessionCookie(response), 'admin@demo.dk');
  });

  it('does not believe x-forwarded-proto when the proxy is not trusted', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'admin@demo.dk', password: demoPassword },
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(jwtSetCookie(response)).not.toMatch(/;\s*Secure/i);
  });

  it('answers a wrong password and an unknown email alike with 401', async () => {
    const wrongPassword = await login(t.app, 'admin@demo.dk', 'forkert-kodeord', freshAddress());
    const unknownEmail = await login(t.app, 'ingen@demo.dk', demoPassword, freshAddress());
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.headers['content-type']).toBe(unknownEmail.headers['content-type']);
    expect(jwtSetCookie(wrongPassword)).toBeUndefined();
    expect(jwtSetCookie(unknownEmail)).toBeUndefined();
  });

  const malformed: [string, { payload?: string; contentType?: string }][] = [
    ['invalid JSON', { payload: '{"email": "admin@demo.dk", "password": ', contentType: 'application/json' }],
    [
      'text/plain',
      { payload: JSON.stringify({ email: 'admin@demo.dk', password: demoPassword }), contentType: 'text/plain' },
    ],
    [
      'form-encoded',
      { payload: `email=admin%40demo.dk&password=${demoPassword}`, contentType: 'application/x-www-form-urlencoded' },
    ],
    ['a missing password', { payload: JSON.stringify({ email: 'admin@demo.dk' }), contentType: 'application/json' }],
    ['a missing email', { payload: JSON.stringify({ password: demoPassword }), contentType: 'application/json' }],
    [
      'numbers instead of strings',
      { payload: JSON.stringify({ email: 12345, password: 12345678 }), contentType: 'application/json' },
    ],
    [
      'an array',
      {
        payload: JSON.stringify([{ email: 'admin@demo.dk', password: demoPassword }]),
        contentType: 'application/json',
      },
    ],
    ['an empty JSON body', { payload: '', contentType: 'application/json' }],
    ['no body at all', {}],
  ];
  it.each(
    malformed.flatMap(
      ([name, body]) =>
        [
          [name, '/login', body],
          [name, '/login?next=%2Fadmin', body],
        ] as const,
    ),
  )('refuses %s on %s with 400 and signs nobody in', async (_name, url, { payload, contentType }) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshAddress(),
      ...(payload !== undefined ? { payload } : {}),
      ...(contentType ? { headers: { 'content-type': contentType } } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toHaveProperty('error');
    expect(jwtSetCookie(response)).toBeUndefined();
  });

  it('stops one email from one address after 5 failures with 429 and Retry-After, even with the right password', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, 'tekniker@demo.dk', `forkert-${i}`, address)).statusCode).toBe(401);
    }
    const limited = await login(t.app, 'tekniker@demo.dk', demoPassword, address);
    expect(limited.statusCode).toBe(429);
    expect(String(limited.headers['retry-after'])).toMatch(/^[1-9]\d*$/);
    expect(jwtSetCookie(limited)).toBeUndefined();
    // The email is matched whatever its case.
    expect((await login(t.app, 'TEKNIKER@demo.dk', demoPassword, address)).statusCode).toBe(429);
    // The same person from another address still gets in.
    const elsewhere = await login(t.app, 'tekniker@demo.dk', demoPassword, freshAddress());
    expect(elsewhere.statusCode).toBe(200);
    // And another email from the first address is not locked out by this one.
    expect((await login(t.app, 'sofie@demo.dk', demoPassword, address)).statusCode).toBe(200);
  });

  it('logs out: clears the cookie and revokes the token', async () => {
    const cookie = await signIn(t.app, 'admin@demo.dk');
    const other = await signIn(t.app, 'admin@demo.dk');
    await expectSignedInAs(t, cookie, 'admin@demo.dk');
    const response = await t.app.inject({ method: 'POST', url: '/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const cleared = jwtSetCookie(response);
    expect(cleared).toMatch(/^jwt=;/);
    expect(cleared).toMatch(/;\s*Path=\/(;|$)/);
    const expires = /Expires=([^;]+)/i.exec(cleared!)?.[1];
    const maxAge = /Max-Age=(-?\d+)/i.exec(cleared!)?.[1];
    expect(expires !== undefined || maxAge !== undefined).toBe(true);
    if (expires) expect(new Date(expires).getTime()).toBeLessThan(Date.now());
    if (maxAge) expect(Number(maxAge)).toBeLessThanOrEqual(0);
    // A copy of the old token no longer works ...
    await expectUnauthenticated(t, cookie);
    // ... while another session of the same person does.
    await expectSignedInAs(t, other, 'admin@demo.dk');
  });

  it('logs out without a session too, and still clears the cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/logout' });
    expect(response.statusCode).toBe(200);
    expect(jwtSetCookie(response)).toMatch(/^jwt=;/);
  });

  it('ends the sessions of a deactivated user', async () => {
    const cookie = await signIn(t.app, 'jonas@demo.dk');
    await expectSignedInAs(t, cookie, 'jonas@demo.dk');
    await t.database.db.update(users).set({ active: false }).where(eq(users.email, 'jonas@demo.dk'));
    await expectUnauthenticated(t, cookie);
    // And they cannot sign in again, with the same answer as a wrong password.
    const again = await login(t.app, 'jonas@demo.dk', demoPassword, freshAddress());
    expect(again.statusCode).toBe(401);
    expect(again.body).toBe((await login(t.app, 'admin@demo.dk', 'forkert', freshAddress())).body);
  });

  describe('tokens the server did not issue, or no longer accepts', () => {
    let userId: string;
    let generation: number;
    let key: Uint8Array;
    const craft = (signingKey: Uint8Array, exp: number, iat = exp - 3600, jti: string = crypto.randomUUID()) =>
      new SignJWT({ cid: demoCompanyId, imp: false, gen: generation })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(jti)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(signingKey);
    const now = () => Math.floor(Date.now() / 1000);

    beforeAll(async () => {
      const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.dk'));
      userId = admin!.id;
      generation = admin!.sessionGeneration;
      key = await loadSigningKey(t.database.db, t.services.config.jwtSecret);
    });

    it('accepts a token crafted with the server key that has not expired (the control)', async () => {
      // As the server does on sign-in: a token counts only with its session row (sessions.test.ts).
      const jti = crypto.randomUUID();
      await t.database.db.insert(sessions).values({ jti, userId, expiresAt: new Date((now() + 600) * 1000) });
      await expectSignedInAs(t, `jwt=${await craft(key, now() + 600, undefined, jti)}`, 'admin@demo.dk');
    });

    it('refuses an expired token', async () => {
      await expectUnauthenticated(t, `jwt=${await craft(key, now() - 60, now() - 7200)}`);
    });

    it('refuses a token signed with another key', async () => {
      await expectUnauthenticated(t, `jwt=${await craft(new TextEncoder().encode('x'.repeat(48)), now() + 600)}`);
      const foreign = createTokenService(new TextEncoder().encode('another-servers-secret-key-0123456789'), 12);
      const { token } = await foreign.issue({ userId, companyId: demoCompanyId, impersonating: false, generation });
      await expectUnauthenticated(t, `jwt=${token}`);
    });

    it('refuses an unsigned token and garbage', async () => {
      const [header, payload] = (await craft(key, now() + 600)).split('.');
      const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
      await expectUnauthenticated(t, `jwt=${none}`);
      await expectUnauthenticated(t, `jwt=${header}.${payload}.`);
      await expectUnauthenticated(t, 'jwt=garbage');
      await expectUnauthenticated(t, 'jwt=');
      await expectUnauthenticated(t, undefined);
    });
  });
});

describe.each(backends)('behind a trusted proxy, with a small per-address limit, on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { trustProxy: true, loginFailuresPerAddress: 3 });
  });
  afterAll(async () => t?.close());

  it('marks the cookie Secure when the proxy says the request came over https', async () => {
    const https = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'admin@demo.dk', password: demoPassword },
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '10.30.0.1',
    });
    expect(https.statusCode).toBe(200);
    expect(jwtSetCookie(https)).toMatch(/;\s*Secure/i);
    const http = await login(t.app, 'admin@demo.dk', demoPassword, '10.30.0.2');
    expect(http.statusCode).toBe(200);
    expect(jwtSetCookie(http)).not.toMatch(/;\s*Secure/i);
  });

  it('stops an address that fails for many emails', async () => {
    const address = '10.30.1.1';
    for (const email of ['a@demo.dk', 'b@demo.dk', 'c@demo.dk']) {
      expect((await login(t.app, email, 'forkert', address)).statusCode).toBe(401);
    }
    const limited = await login(t.app, 'sofie@demo.dk', demoPassword, address);
    expect(limited.statusCode).toBe(429);
    expect(String(limited.headers['retry-after'])).toMatch(/^[1-9]\d*$/);
    expect((await login(t.app, 'sofie@demo.dk', demoPassword, '10.30.1.2')).statusCode).toBe(200);
  });
});

describe.each(backends)('changePassword on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const change = `mutation ($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }`;
  const newPassword = 'blå-cykel-ved-åen-7';

  it('checks the current password, refuses weak new ones, and on success ends the other sessions', async () => {
    // A person of its own: the password it changes is no demo person's.
    const { email, cookie } = await createPerson(t, { companyId: demoCompanyId });
    const otherSession = await signIn(t.app, email, factoryPassword);

    const wrongCurrent = await graphql(t.app, cookie, change, { currentPassword: 'forkert-kode', newPassword });
    expect(errorCode(wrongCurrent)).toBe('BAD_USER_INPUT');
    expect(wrongCurrent.errors![0]!.extensions!.field).toBe('currentPassword');

    for (const weak of ['kort', 'password1', 'Password1']) {
      const result = await graphql(t.app, cookie, change, { currentPassword: factoryPassword, newPassword: weak });
      expect(errorCode(result), weak).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.extensions!.field, weak).toBe('newPassword');
    }
    // Nothing changed so far: both sessions live, the old password still works.
    await expectSignedInAs(t, otherSession, email);
    expect((await login(t.app, email, factoryPassword, '10.40.0.1')).statusCode).toBe(200);

    const ok = await graphql(t.app, cookie, change, { currentPassword: factoryPassword, newPassword });
    expect(ok.errors).toBeUndefined();
    expect(ok.data).toEqual({ changePassword: true });
    const renewed = sessionCookie(ok.response);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(cookie);
    await expectSignedInAs(t, renewed, email);

    await expectUnauthenticated(t, otherSession);
    await expectUnauthenticated(t, cookie);

    expect((await login(t.app, email, factoryPassword, '10.40.0.2')).statusCode).toBe(401);
    const withNew = await login(t.app, email, newPassword, '10.40.0.3');
    expect(withNew.statusCode).toBe(200);
    await expectSignedInAs(t, sessionCookie(withNew), email);
  });

  it('needs a session', async () => {
    const result = await graphql(t.app, undefined, change, { currentPassword: demoPassword, newPassword });
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });
});

describe.each(backends)('the sign-in audit log on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('records successes and failures with who, which company and from where, and never a password', async () => {
    expect((await login(t.app, 'admin@demo.dk', demoPassword, '10.50.0.1')).statusCode).toBe(200);
    expect((await login(t.app, 'admin@demo.dk', 'hemmeligt-forkert-1', '10.50.0.2')).statusCode).toBe(401);
    expect((await login(t.app, 'ukendt@demo.dk', 'hemmeligt-forkert-2', '10.50.0.3')).statusCode).toBe(401);

    const rows = await t.database.db.select().from(auditLog).orderBy(auditLog.id);
    const success = rows.find((r) => r.action === 'signin.success' && r.ip === '10.50.0.1');
    expect(success).toMatchObject({ actorEmail: 'admin@demo.dk', companyId: demoCompanyId });
    expect(success!.actorUserId).toMatch(/^[0-9a-f-]{36}$/);
    const wrongPassword = rows.find((r) => r.action === 'signin.failure' && r.ip === '10.50.0.2');
    expect(wrongPassword).toMatchObject({ actorEmail: 'admin@demo.dk' });
    const unknown = rows.find((r) => r.action === 'signin.failure' && r.ip === '10.50.0.3');
    expect(unknown).toMatchObject({ actorEmail: 'ukendt@demo.dk', companyId: null, actorUserId: null });

    const everything = JSON.stringify(await queryRows(t.database.db, sql`select * from audit_log`));
    expect(everything).toContain('10.50.0.1');
    expect(everything).not.toContain(demoPassword);
    expect(everything).not.toContain('hemmeligt-forkert');
  });
});
