import { describe, expect, it } from 'vitest';
import * as domain from '@servio/domain';
import { featureFlags, newPasswordMaxLength, newPasswordMinLength, renamedLabels } from './company-fields.ts';

describe('web copies of domain lists', () => {
  it('feature flags match domain/company.ts', () => {
    expect([...featureFlags]).toEqual([...domain.featureFlags]);
  });
  it('renamed labels match domain/company.ts', () => {
    expect([...renamedLabels]).toEqual([...domain.renamedLabels]);
  });
  it('new-password length limits match domain/auth.ts', () => {
    const ok = (p: string) => domain.newPasswordSchema.safeParse(p).success;
    expect(ok('x'.repeat(newPasswordMinLength - 1) + 'Q')).toBe(true);
    expect(ok('x'.repeat(newPasswordMinLength - 2) + 'Q')).toBe(false);
    expect(ok('x'.repeat(newPasswordMaxLength - 1) + 'Q')).toBe(true);
    expect(ok('x'.repeat(newPasswordMaxLength) + 'Q')).toBe(false);
  });
});
