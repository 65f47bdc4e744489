/**
 * Counts failed sign-ins per (address, email) and per address within a window. Keyed on the pair,
 * an attacker hammering one email from one address is stopped without locking the real user out
 * from their own address. In memory: one server process holds the sign-in state.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly perEmail: number,
    private readonly perAddress: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before another attempt is allowed, or 0. */
  retryAfter(ip: string, email: string): number {
    const now = this.now();
    const wait = (key: string, limit: number) => {
      const entry = this.failures.get(key);
      if (!entry || entry.resetAt <= now) return 0;
      return entry.count >= limit ? Math.ceil((entry.resetAt - now) / 1000) : 0;
    };
    return Math.max(wait(pairKey(ip, email), this.perEmail), wait(addressKey(ip), this.perAddress));
  }

  recordFailure(ip: string, email: string): void {
    this.bump(pairKey(ip, email));
    this.bump(addressKey(ip));
    if (this.failures.size > 100_000) this.prune();
  }

  recordSuccess(ip: string, email: string): void {
    this.failures.delete(pairKey(ip, email));
  }

  private bump(key: string): void {
    const now = this.now();
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}

const pairKey = (ip: string, email: string) => `${ip}\u0000${email.toLowerCase()}`;
const addressKey = (ip: string) => `${ip}\u0000`;
