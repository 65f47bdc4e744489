import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../src/auth/tokens.ts';

const key = () => new TextEncoder().encode('verified-tokens-test-key-0123456789abcdef');
const session = {
  userId: '00000000-0000-4000-8000-000000000001',
  companyId: null,
  impersonating: false,
  generation: 3,
};

describe('a session token verified before', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is answered again without checking its signature, with the same claims', async () => {
    const tokens = createTokenService(key(), 12);
    const { token, claims } = await tokens.issue(session);
    const signatureChecks = vi.spyOn(crypto.subtle, 'verify');
    expect(await tokens.verify(token)).toEqual(claims);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });

  it('is refused once it has expired, as a token never seen is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-08T08:00:00Z'));
    const tokens = createTokenService(key(), 1);
    const { token } = await tokens.issue(session);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-12-08T08:59:59Z'));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-12-08T09:00:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await createTokenService(key(), 1).verify(token)).toBeNull();
  });

  it('does not pass a token whose signature this key did not make, though its claims were verified before', async () => {
    const tokens = createTokenService(key(), 12);
    const { token } = await tokens.issue(session);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload] = token.split('.');
    const forged = (
      await createTokenService(new TextEncoder().encode('another-key-0123456789abcdef0123'), 12).issue(session)
    ).token.split('.')[2];
    expect(await tokens.verify(`${header}.${payload}.${forged}`)).toBeNull();
  });
});
