import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/**
 * Failed attempts counted in a fixed window by rate-limiter-flexible: on PostgreSQL in the shared table
 * `login_limits` (the library creates it), so every app instance on the database counts together; on PGlite in
 * memory (one process holds a PGlite data dir). A key is a hash: emails can be long and hold any character, and
 * the table keeps no address or email in clear.
 */
export class FailureCounter {
  constructor(
    private readonly store: Promise<RateLimiterAbstract>,
    readonly limit: number,
  ) {}

  /** Seconds to wait before another attempt is allowed, or 0. */
  async retryAfter(key: string): Promise<number> {
    const state = await (await this.store).get(hashed(key));
    if (!state || state.consumedPoints < this.limit) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  /** Counts a failure; answers the failures in the window so far, this one included. */
  async fail(key: string): Promise<number> {
    return (await (await this.store).penalty(hashed(key), 1)).consumedPoints;
  }

  /** The failures in the window so far. */
  async failures(key: string): Promise<number> {
    return (await (await this.store).get(hashed(key)))?.consumedPoints ?? 0;
  }

  async reset(key: string): Promise<void> {
    await (await this.store).delete(hashed(key));
  }
}

const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

export type Lockout = 'email' | 'address' | null;

/**
 * Sign-in failures per (address, email) and per address. Keyed on the pair, an attacker hammering one email from
 * one address is stopped without locking the real user out from elsewhere. The address limit stops one address
 * trying many emails; a browser that has signed in to this email before (its device cookie) is not held by it, so
 * an office sharing one address behind NAT is not locked out by someone else's failures there.
 */
export class LoginLimiter {
  constructor(
    private readonly pair: FailureCounter,
    private readonly address: FailureCounter,
  ) {}

  /**
   * Seconds to wait before another attempt (0: go ahead), and the pair's failures so far (for recordSuccess, so a
   * sign-in reads each counter once).
   */
  async check(ip: string, email: string, knownDevice: boolean): Promise<{ wait: number; failures: number }> {
    const key = pairKey(ip, email);
    const [failures, byAddress] = await Promise.all([
      this.pair.failures(key),
      knownDevice ? 0 : this.address.retryAfter(ip),
    ]);
    const byPair = failures >= this.pair.limit ? await this.pair.retryAfter(key) : 0;
    return { wait: Math.max(byPair, byAddress), failures };
  }

  /**
   * Counts a failure. `lockout` says which limit this failure reached (once per window: it is what the audit log
   * keeps); `firstFromAddress` marks the address's first failure of the window.
   */
  async recordFailure(ip: string, email: string): Promise<{ lockout: Lockout; firstFromAddress: boolean }> {
    const [byPair, byAddress] = await Promise.all([this.pair.fail(pairKey(ip, email)), this.address.fail(ip)]);
    const lockout = byPair === this.pair.limit ? 'email' : byAddress === this.address.limit ? 'address' : null;
    return { lockout, firstFromAddress: byAddress === 1 };
  }

  /** Forgets the pair's failures (not the address's) after a success, when there were any. */
  async recordSuccess(ip: string, email: string, failures: number): Promise<void> {
    if (failures > 0) await this.pair.reset(pairKey(ip, email));
  }
}

const pairKey = (ip: string, email: string) => `${ip}\u0000${email.toLowerCase()}`;

export interface AttemptLimits {
  signIn: LoginLimiter;
  /** Wrong current passwords in changePassword, per user, with the per-email limit. */
  passwordChange: FailureCounter;
}

const tableName = 'login_limits';

/** One store per purpose in the shared table; the first creates the table, the others wait for it. */
function stores(database: Database, windowSeconds: number) {
  const pool = database.pool;
  if (!pool) {
    return (keyPrefix: string, points: number) =>
      Promise.resolve(new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds }));
  }
  let tableReady: Promise<unknown> | undefined;
  return (keyPrefix: string, points: number) => {
    const options = { storeClient: pool, storeType: 'pool', tableName, keyPrefix, points, duration: windowSeconds };
    if (!tableReady) {
      const first = new Promise<RateLimiterAbstract>((resolve, reject) => {
        const limiter: RateLimiterPostgres = new RateLimiterPostgres(options, (error?: Error) =>
          error ? reject(error) : resolve(limiter),
        );
      });
      // Awaited on the first sign-in; marked handled here so a failed start is that request's error, not a crash.
      first.catch(() => {});
      tableReady = first;
      return first;
    }
    return tableReady.then(() => new RateLimiterPostgres({ ...options, tableCreated: true }));
  };
}

const limitsByDatabase = new WeakMap<Database, AttemptLimits>();

/** The attempt limits of an app: one set per database, shared by the sign-in route and changePassword. */
export function attemptLimits(database: Database, config: Config): AttemptLimits {
  let limits = limitsByDatabase.get(database);
  if (!limits) {
    const store = stores(database, config.loginWindowSeconds);
    limits = {
      signIn: new LoginLimiter(
        new FailureCounter(store('signin-pair', config.loginFailuresPerEmail), config.loginFailuresPerEmail),
        new FailureCounter(store('signin-address', config.loginFailuresPerAddress), config.loginFailuresPerAddress),
      ),
      passwordChange: new FailureCounter(
        store('password-change', config.loginFailuresPerEmail),
        config.loginFailuresPerEmail,
      ),
    };
    limitsByDatabase.set(database, limits);
  }
  return limits;
}
