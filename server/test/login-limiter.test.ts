import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptLimits, type LoginLimiter } from '../src/auth/login-limiter.ts';
import { readConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';

/** The in-memory limits (a PGlite app's) on a clock the test moves by hand. */
function limiter(perEmail = 5, perAddress = 50, windowSeconds = 15 * 60) {
  const config = {
    ...readConfig({ NODE_ENV: 'test' }),
    loginFailuresPerEmail: perEmail,
    loginFailuresPerAddress: perAddress,
    loginWindowSeconds: windowSeconds,
  };
  return attemptLimits({ kind: 'pglite' } as Database, config);
}

/** Seconds the limiter asks to wait before the next attempt. */
const waitOf = async (l: LoginLimiter, ip: string, email: string, knownDevice: boolean) =>
  (await l.check(ip, email, knownDevice)).wait;

describe('LoginLimiter (memory store)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-15T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('allows failures up to the per-pair limit and then asks to wait for the rest of the window', async () => {
    const l = limiter(5, 50, 600).signIn;
    for (let i = 0; i < 4; i++) await l.recordFailure('10.0.0.1', 'a@demo.dk');
    expect(await waitOf(l, '10.0.0.1', 'a@demo.dk', false)).toBe(0);
    expect(await l.recordFailure('10.0.0.1', 'a@demo.dk')).toEqual({ lockout: 'email', firstFromAddress: false });
    expect(await waitOf(l, '10.0.0.1', 'a@demo.dk', false)).toBe(600);
    vi.advanceTimersByTime(100_500);
    expect(await waitOf(l, '10.0.0.1', 'a@demo.dk', false)).toBe(500);
  });

  it('keys the pair on the email case-insensitively and keeps other pairs apart', async () => {
    const l = limiter(3).signIn;
    for (let i = 0; i < 3; i++) await l.recordFailure('10.0.0.1', i % 2 ? 'A@Demo.dk' : 'a@demo.dk');
    expect(await waitOf(l, '10.0.0.1', 'a@DEMO.dk', false)).toBeGreaterThan(0);
    expect(await waitOf(l, '10.0.0.2', 'a@demo.dk', false)).toBe(0);
    expect(await waitOf(l, '10.0.0.1', 'b@demo.dk', false)).toBe(0);
  });

  it('limits one address across many emails, except for a known device', async () => {
    const l = limiter(5, 3).signIn;
    expect((await l.recordFailure('10.0.0.9', 'a@demo.dk')).firstFromAddress).toBe(true);
    expect((await l.recordFailure('10.0.0.9', 'b@demo.dk')).firstFromAddress).toBe(false);
    expect(await waitOf(l, '10.0.0.9', 'z@demo.dk', false)).toBe(0);
    expect((await l.recordFailure('10.0.0.9', 'c@demo.dk')).lockout).toBe('address');
    expect(await waitOf(l, '10.0.0.9', 'z@demo.dk', false)).toBeGreaterThan(0);
    expect(await waitOf(l, '10.0.0.9', 'z@demo.dk', true)).toBe(0);
    expect(await waitOf(l, '10.0.0.8', 'a@demo.dk', false)).toBe(0);
  });

  it('holds a known device to the per-pair limit', async () => {
    const l = limiter(2, 50).signIn;
    await l.recordFailure('10.0.0.1', 'a@demo.dk');
    await l.recordFailure('10.0.0.1', 'a@demo.dk');
    expect(await waitOf(l, '10.0.0.1', 'a@demo.dk', true)).toBeGreaterThan(0);
  });

  it('forgets failures once the window has passed', async () => {
    const l = limiter(2, 50, 60).signIn;
    await l.recordFailure('10.0.0.1', 'a@demo.dk');
    await l.recordFailure('10.0.0.1', 'a@demo.dk');
    expect(await waitOf(l, '10.0.0.1', 'a@demo.dk', false)).toBe(60);
    vi.advanceTimersByTime(59_000);
    expect(await waitOf(l, '10.0.0.1', 'a@demo.dk', false)).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(await waitOf(l, '10.0.0.1', 'a@demo.dk', false)).toBe(0);
    // A failure after the window starts a new count at one, and is the address's first again.
    expect(await l.recordFailure('10.0.0.1', 'a@demo.dk')).toEqual({ lockout: null, firstFromAddress: true });
    expect(await waitOf(l, '10.0.0.1', 'a@demo.dk', false)).toBe(0);
  });

  it('resets the pair on a success and tells how many failures came before, but keeps the address count', async () => {
    const l = limiter(3, 5).signIn;
    await l.recordFailure('10.0.0.1', 'a@demo.dk');
    await l.recordFailure('10.0.0.1', 'a@demo.dk');
    expect((await l.check('10.0.0.1', 'a@demo.dk', false)).failures).toBe(2);
    await l.recordSuccess('10.0.0.1', 'a@demo.dk', 2);
    expect((await l.check('10.0.0.1', 'a@demo.dk', false)).failures).toBe(0);
    await l.recordFailure('10.0.0.1', 'a@demo.dk');
    await l.recordFailure('10.0.0.1', 'a@demo.dk');
    // Two since the success: under the pair limit of 3 ...
    expect(await waitOf(l, '10.0.0.1', 'b@demo.dk', false)).toBe(0);
    expect(await waitOf(l, '10.0.0.1', 'a@demo.dk', false)).toBe(0);
    // ... and the address has failed four times, one under its limit; the fifth blocks it.
    await l.recordFailure('10.0.0.1', 'c@demo.dk');
    expect(await waitOf(l, '10.0.0.1', 'b@demo.dk', false)).toBeGreaterThan(0);
  });
});
