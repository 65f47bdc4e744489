import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets, sessions } from '../src/db/tables/index.ts';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';
import { statementLog } from './statement-log.ts';

// What a stolen signing key (from a backup, say) could mint, and what a restore must not bring back.

describe.each(backends)('session tokens on %s', (backend) => {
  let t: TestApp;
  let key: Uint8Array;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const [secret] = await t.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
    key = new TextEncoder().encode(secret!.value);
  });
  afterAll(async () => t?.close());

  const me = async (cookie: string) => (await graphql(t.app, cookie, '{ me { email } }')).data?.me?.email ?? null;

  /** The claims of a real session, signed again with the server's own key and the times given. */
  async function resign(cookie: string, times: { iat: number; exp: number }, jti?: string): Promise<string> {
    const claims = decodeJwt(cookie.slice('jwt='.length));
    const token = await new SignJWT({ ...claims, jti: jti ?? claims.jti, iat: times.iat, exp: times.exp })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    return `jwt=${token}`;
  }
  const now = () => Math.floor(Date.now() / 1000);

  it('accepts the token it issued, re-signed unchanged (the test signs as the server does)', async () => {
    const cookie = await signIn(t.app, 'super@demo.dk');
    const { iat, exp } = decodeJwt(cookie.slice('jwt='.length));
    expect(await me(await resign(cookie, { iat: iat!, exp: exp! }))).toBe('super@demo.dk');
  });

  it('refuses a token living longer than SESSION_HOURS, even for an open session', async () => {
    const cookie = await signIn(t.app, 'super@demo.dk');
    const tenYears = await resign(cookie, { iat: now(), exp: now() + 10 * 365 * 24 * 3600 });
    expect(await me(tenYears)).toBeNull();
    const justOver = await resign(cookie, { iat: now(), exp: now() + t.services.config.sessionHours * 3600 + 60 });
    expect(await me(justOver)).toBeNull();
  });

  it('refuses a token issued in the future, beyond a minute of clock skew', async () => {
    const cookie = await signIn(t.app, 'super@demo.dk');
    const future = now() + 3600;
    expect(await me(await resign(cookie, { iat: future, exp: future + 3600 }))).toBeNull();
    const skewed = now() + 30;
    expect(await me(await resign(cookie, { iat: skewed, exp: skewed + 3600 }))).toBe('super@demo.dk');
  });

  it('refuses a well-signed token without its session row (minted with the key, or its session ended)', async () => {
    const cookie = await signIn(t.app, 'super@demo.dk');
    const forged = await resign(cookie, { iat: now(), exp: now() + 3600 }, crypto.randomUUID());
    expect(await me(forged)).toBeNull();

    const jti = decodeJwt(cookie.slice('jwt='.length)).jti!;
    expect(await me(cookie)).toBe('super@demo.dk');
    // What a restore of an older database does to the sessions it holds (restore empties the table).
    await t.database.db.delete(sessions).where(eq(sessions.jti, jti));
    expect(await me(cookie)).toBeNull();
  });

  it('keeps a row per sign-in and deletes it on logout', async () => {
    const cookie = await signIn(t.app, 'admin@demo.dk');
    const jti = decodeJwt(cookie.slice('jwt='.length)).jti!;
    expect(await t.database.db.select().from(sessions).where(eq(sessions.jti, jti))).toHaveLength(1);
    await t.app.inject({ method: 'POST', url: '/logout', headers: { cookie } });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.jti, jti))).toHaveLength(0);
    expect(await me(cookie)).toBeNull();
  });
});

describe.each(backends)('the session check on %s', (backend) => {
  const log = statementLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {}, log.appOptions);
  });
  afterAll(async () => t?.close());

  it('reads the user columns a viewer needs on every request, never the password hash', async () => {
    for (const email of ['admin@demo.dk', 'tekniker@demo.dk']) {
      const cookie = await signIn(t.app, email);
      const before = log.statements.length;
      const r = await graphql(
        t.app,
        cookie,
        '{ me { email firstName lastName role permissions { allowedToInvoice } } }',
      );
      expect(r.data?.me).toMatchObject({ email });
      const statements = log.statements.slice(before);
      // The request's session check is there (the viewer's row, by the session's user, generation and jti) ...
      expect(statements.some((s) => /from "users"/.test(s) && /"session_generation" = /.test(s))).toBe(true);
      // ... and neither it nor anything else of the request reads the hash.
      expect(statements.filter((s) => s.includes('password_hash'))).toEqual([]);
    }
  });
});
