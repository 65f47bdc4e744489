import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '../../db/client.ts';

/** The public API's limits (docs/decisions/0034-bookings.md "Public API"); tests pass smaller ones. */
export interface BookingRateLimits {
  /** Submissions (every POST) per address and window. */
  postsPerAddress: number;
  postWindowSeconds: number;
  /** Submissions per company and window, whoever sends them. */
  postsPerCompany: number;
  companyWindowSeconds: number;
  /** Reads (every GET) per address and window. */
  getsPerAddress: number;
  getWindowSeconds: number;
}

export const defaultBookingRateLimits: BookingRateLimits = {
  postsPerAddress: 10,
  postWindowSeconds: 10 * 60,
  postsPerCompany: 300,
  companyWindowSeconds: 60 * 60,
  getsPerAddress: 120,
  getWindowSeconds: 60,
};

const tableName = 'booking_site_limits';

/** A key as stored: a hash, so the table keeps no address in clear. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * The booking page's rate limits, counted by rate-limiter-flexible as the sign-in limiter counts (auth/login-limiter.ts):
 * on PostgreSQL in a shared table (every app instance on the database counts together), on PGlite in memory. A request
 * over a limit waits `retryAfter` seconds. An address over its own limit is refused before the company's counter is
 * touched, so one sender cannot use up a company's allowance.
 */
export class BookingRateLimiter {
  private readonly posts: Promise<RateLimiterAbstract>;
  private readonly companyPosts: Promise<RateLimiterAbstract>;
  private readonly gets: Promise<RateLimiterAbstract>;

  constructor(database: Database, limits: BookingRateLimits) {
    const store = stores(database);
    this.posts = store('booking-post-address', limits.postsPerAddress, limits.postWindowSeconds);
    this.companyPosts = store('booking-post-company', limits.postsPerCompany, limits.companyWindowSeconds);
    this.gets = store('booking-get-address', limits.getsPerAddress, limits.getWindowSeconds);
  }

  /** Counts a submission from an address; answers the seconds to wait when it is over the limit, else 0. */
  submissionFrom(address: string): Promise<number> {
    return consume(this.posts, address);
  }

  /** Counts a submission to a company (after its address's was allowed); seconds to wait, else 0. */
  submissionTo(companyId: string): Promise<number> {
    return consume(this.companyPosts, companyId);
  }

  /** Counts a read; answers the seconds to wait when it is over the limit, else 0. */
  read(address: string): Promise<number> {
    return consume(this.gets, address);
  }
}

async function consume(store: Promise<RateLimiterAbstract>, key: string): Promise<number> {
  try {
    await (await store).consume(hashed(key));
    return 0;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}

function stores(database: Database) {
  const pool = database.pool;
  if (!pool) {
    return (keyPrefix: string, points: number, duration: number) =>
      Promise.resolve<RateLimiterAbstract>(new RateLimiterMemory({ keyPrefix, points, duration }));
  }
  let tableReady: Promise<unknown> | undefined;
  return (keyPrefix: string, points: number, duration: number): Promise<RateLimiterAbstract> => {
    const options = { storeClient: pool, storeType: 'pool', tableName, keyPrefix, points, duration };
    if (!tableReady) {
      const first = new Promise<RateLimiterAbstract>((resolve, reject) => {
        const limiter: RateLimiterPostgres = new RateLimiterPostgres(options, (error?: Error) =>
          error ? reject(error) : resolve(limiter),
        );
      });
      // Awaited by the first request; marked handled here so a failed start is that request's error, not a crash.
      first.catch(() => {});
      tableReady = first;
      return first;
    }
    return tableReady.then(() => new RateLimiterPostgres({ ...options, tableCreated: true }));
  };
}
