import { describe, expect, it } from 'vitest';
import { LoginLimiter } from '../src/auth/login-limiter.ts';

/** A limiter on a clock the test moves by hand. */
function limiter(perEmail = 5, perAddress = 50, windowMs = 15 * 60_000) {
  let now = 1_000_000;
  const l = new LoginLimiter(perEmail, perAddress, windowMs, () => now);
  return {
    l,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('LoginLimiter', () => {
  it('allows failures up to the per-pair limit and then asks to wait for the rest of the window', () => {
    const { l, advance } = limiter(5, 50, 600_000);
    for (let i = 0; i < 4; i++) l.recordFailure('10.0.0.1', 'a@demo.dk');
    expect(l.retryAfter('10.0.0.1', 'a@demo.dk')).toBe(0);
    l.recordFailure('10.0.0.1', 'a@demo.dk');
    expect(l.retryAfter('10.0.0.1', 'a@demo.dk')).toBe(600);
    advance(100_500);
    expect(l.retryAfter('10.0.0.1', 'a@demo.dk')).toBe(500);
  });

  it('keys the pair on the email case-insensitively and keeps other pairs apart', () => {
    const { l } = limiter(3);
    for (let i = 0; i < 3; i++) l.recordFailure('10.0.0.1', i % 2 ? 'A@Demo.dk' : 'a@demo.dk');
    expect(l.retryAfter('10.0.0.1', 'a@DEMO.dk')).toBeGreaterThan(0);
    expect(l.retryAfter('10.0.0.2', 'a@demo.dk')).toBe(0);
    expect(l.retryAfter('10.0.0.1', 'b@demo.dk')).toBe(0);
  });

  it('limits one address across many emails', () => {
    const { l } = limiter(5, 3);
    l.recordFailure('10.0.0.9', 'a@demo.dk');
    l.recordFailure('10.0.0.9', 'b@demo.dk');
    expect(l.retryAfter('10.0.0.9', 'z@demo.dk')).toBe(0);
    l.recordFailure('10.0.0.9', 'c@demo.dk');
    expect(l.retryAfter('10.0.0.9', 'z@demo.dk')).toBeGreaterThan(0);
    expect(l.retryAfter('10.0.0.8', 'a@demo.dk')).toBe(0);
  });

  it('forgets failures once the window has passed', () => {
    const { l, advance } = limiter(2, 50, 60_000);
    l.recordFailure('10.0.0.1', 'a@demo.dk');
    l.recordFailure('10.0.0.1', 'a@demo.dk');
    expect(l.retryAfter('10.0.0.1', 'a@demo.dk')).toBe(60);
    advance(59_999);
    expect(l.retryAfter('10.0.0.1', 'a@demo.dk')).toBe(1);
    advance(1);
    expect(l.retryAfter('10.0.0.1', 'a@demo.dk')).toBe(0);
    // A failure after the window starts a new count at one.
    l.recordFailure('10.0.0.1', 'a@demo.dk');
    expect(l.retryAfter('10.0.0.1', 'a@demo.dk')).toBe(0);
  });

  it('resets the pair on a success, but not the address count', () => {
    const { l } = limiter(3, 5);
    l.recordFailure('10.0.0.1', 'a@demo.dk');
    l.recordFailure('10.0.0.1', 'a@demo.dk');
    l.recordSuccess('10.0.0.1', 'a@demo.dk');
    l.recordFailure('10.0.0.1', 'a@demo.dk');
    l.recordFailure('10.0.0.1', 'a@demo.dk');
    // Two since the success: under the pair limit of 3 ...
    expect(l.retryAfter('10.0.0.1', 'b@demo.dk')).toBe(0);
    expect(l.retryAfter('10.0.0.1', 'a@demo.dk')).toBe(0);
    // ... and the address has failed four times, one under its limit; the fifth blocks it.
    l.recordFailure('10.0.0.1', 'c@demo.dk');
    expect(l.retryAfter('10.0.0.1', 'b@demo.dk')).toBeGreaterThan(0);
  });
});
