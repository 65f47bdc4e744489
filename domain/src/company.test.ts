import { describe, expect, it } from 'vitest';
import { companySettingsInputSchema, featureFlags } from './company.ts';

const parse = (input: Record<string, unknown>) => companySettingsInputSchema.safeParse({ version: 1, ...input });
const firstIssue = (input: Record<string, unknown>) => {
  const result = parse(input);
  expect(result.success, JSON.stringify(input)).toBe(false);
  const issue = result.error!.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message, code: issue.code };
};

describe('companySettingsInputSchema', () => {
  it('requires a version', () => {
    expect(companySettingsInputSchema.safeParse({}).success).toBe(false);
    expect(parse({}).success).toBe(true);
  });

  it('accepts a CVR of exactly eight digits, or empty to clear it', () => {
    expect(parse({ cvr: '38291742' }).success).toBe(true);
    expect(parse({ cvr: ' 38291742 ' }).data?.cvr).toBe('38291742');
    expect(parse({ cvr: '' }).success).toBe(true);
    for (const cvr of ['123', '1234567', '123456789', '1234567a', 'DK382917']) {
      expect(firstIssue({ cvr }), cvr).toMatchObject({ path: 'cvr' });
    }
    expect(firstIssue({ cvr: '1234567' }).message).toBe('cvr_invalid');
  });

  it('accepts a postcode of exactly four digits', () => {
    expect(parse({ address: { zipcode: '1620', city: 'København V' } }).success).toBe(true);
    expect(parse({ address: { zipcode: '' } }).success).toBe(true);
    for (const zipcode of ['162', '16200', 'DK-1620', 'abcd']) {
      expect(firstIssue({ address: { zipcode } }), zipcode).toMatchObject({ path: 'address.zipcode' });
    }
    expect(firstIssue({ address: { zipcode: '162' } }).message).toBe('zipcode_invalid');
  });

  it('accepts every known feature flag and refuses an unknown one', () => {
    const all = Object.fromEntries(featureFlags.map((f) => [f, true]));
    expect(parse({ features: all }).success).toBe(true);
    expect(parse({ features: { enableDepartment: false } }).data?.features).toEqual({ enableDepartment: false });
    expect(firstIssue({ features: { enableTeleportation: true } })).toMatchObject({
      path: 'features',
      code: 'unrecognized_keys',
    });
    expect(firstIssue({ features: { enableDepartment: 'yes' } })).toMatchObject({ path: 'features.enableDepartment' });
  });

  it('accepts a host name as campaign host and nothing else', () => {
    expect(parse({ campaignHost: 'book.demoservice.dk' }).success).toBe(true);
    expect(parse({ campaignHost: '' }).success).toBe(true);
    for (const campaignHost of [
      'https://book.demoservice.dk',
      'book.demoservice.dk/path',
      'localhost',
      'not a host',
      '-bad.dk',
      'a..dk',
    ]) {
      expect(firstIssue({ campaignHost }), campaignHost).toMatchObject({ path: 'campaignHost' });
    }
    expect(firstIssue({ campaignHost: 'not a host' }).message).toBe('host_invalid');
  });

  it('keeps numbers in range', () => {
    expect(parse({ paymentDelayDays: 30 }).success).toBe(true);
    expect(firstIssue({ paymentDelayDays: -1 }).path).toBe('paymentDelayDays');
    expect(firstIssue({ paymentDelayDays: 1.5 }).path).toBe('paymentDelayDays');
    expect(firstIssue({ materielServiceIntervalMonths: 0 }).path).toBe('materielServiceIntervalMonths');
  });
});
