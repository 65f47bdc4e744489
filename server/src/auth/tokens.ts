import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/tables/index.ts';

/** What a session token says: who, which company they act in, and whether a superadmin switched in. */
export interface SessionClaims {
  userId: string;
  jti: string;
  /** The company acted in; for a superadmin only while switched. */
  companyId: string | null;
  impersonating: boolean;
  /** The user's session generation when issued; a newer one on the user ends this session. */
  generation: number;
  issuedAt: Date;
  expiresAt: Date;
}

export interface TokenService {
  issue(input: {
    userId: string;
    companyId: string | null;
    impersonating: boolean;
    generation: number;
  }): Promise<{ token: string; claims: SessionClaims }>;
  verify(token: string): Promise<SessionClaims | null>;
  /** A device token: this browser signed in to `email` before (it exempts from the per-address sign-in limit). */
  issueDevice(email: string): Promise<string>;
  /** The email a device token was issued for, or null. */
  verifyDevice(token: string): Promise<string | null>;
}

/** Device tokens live a year; they grant nothing but a way past the per-address limit for their email. */
export const deviceTokenDays = 365;

/**
 * The signing key: JWT_SECRET when given, else one generated on first start and kept in the database (server_secrets,
 * which backups leave out and a restore empties: docs/security.md, "Backups").
 */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array<ArrayBuffer>> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(serverSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
  return new TextEncoder().encode(row!.value);
}

/** How many verified session tokens a process keeps (see createTokenService). */
const verifiedTokenLimit = 2_000;

/** Expired as jose judges it (`exp` at or before the current whole second), for a token verified earlier. */
const isExpired = (claims: SessionClaims) => claims.expiresAt.getTime() / 1000 <= Math.floor(Date.now() / 1000);

/** How far another machine's clock may be ahead when it checks a token (several servers behind one balancer). */
const clockSkewSeconds = 60;

export function createTokenService(secret: Uint8Array<ArrayBuffer>, sessionHours: number): TokenService {
  // Imported once: handed the raw bytes, jose imports the key again on every sign-in check.
  const keyPromise = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // Tokens already verified, and what they said: a token's signature and claims never change, so checking them again
  // on each request (jose's HMAC by WebCrypto, a job on the thread pool: 60-140 µs a check here, against 3 µs from
  // this map) would only repeat the answer. Its expiry is still checked every time; the session row on every request (session.ts).
  // Only a token this key signed gets in, and the oldest go first past the limit (a few hundred KB at most).
  const verified = new Map<string, SessionClaims>();
  const remember = (token: string, claims: SessionClaims) => {
    if (verified.size >= verifiedTokenLimit) verified.delete(verified.keys().next().value!);
    verified.set(token, Object.freeze(claims));
  };
  /** The claims of a token this key signed, as issue() makes them, or null. */
  async function verifySigned(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await keyPromise, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || !payload.iat || !payload.exp)
        return null;
      // Only what issue() could have made: no longer-lived token, none issued in the future (a key that leaked
      // must not mint a ten-year session; the session row is checked too, see session.ts).
      if (payload.exp - payload.iat > sessionHours * 3600) return null;
      if (payload.iat > Date.now() / 1000 + clockSkewSeconds) return null;
      return {
        userId: payload.sub,
        jti: payload.jti,
        companyId: typeof payload.cid === 'string' ? payload.cid : null,
        impersonating: payload.imp === true,
        generation: typeof payload.gen === 'number' ? payload.gen : 0,
        issuedAt: new Date(payload.iat * 1000),
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch {
      return null;
    }
  }

  return {
    async issue({ userId, companyId, impersonating, generation }) {
      const jti = randomUUID();
      const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
      const expiresAt = new Date(issuedAt.getTime() + sessionHours * 3600_000);
      const token = await new SignJWT({ cid: companyId, imp: impersonating, gen: generation })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(await keyPromise);
      return { token, claims: { userId, jti, companyId, impersonating, generation, issuedAt, expiresAt } };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (!isExpired(known)) return known;
        verified.delete(token);
        return null;
      }
      const claims = await verifySigned(token);
      if (claims) remember(token, claims);
      return claims;
    },
    async issueDevice(email) {
      // No jti: a device token can never pass as a session token (verify requires one), nor the other way round.
      return new SignJWT({ dev: true })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(email.toLowerCase())
        .setIssuedAt()
        .setExpirationTime(`${deviceTokenDays}d`)
        .sign(await keyPromise);
    },
    async verifyDevice(token) {
      try {
        const { payload } = await jwtVerify(token, await keyPromise, { algorithms: ['HS256'] });
        return payload.dev === true && typeof payload.sub === 'string' && !payload.jti ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
