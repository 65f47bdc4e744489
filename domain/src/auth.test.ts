import { describe, expect, it } from 'vitest';
import { languageSchema, newPasswordSchema, signInSchema } from './auth.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('signInSchema', () => {
  it('accepts an email and any non-empty password, trimming the email', () => {
    const result = signInSchema.safeParse({ email: '  admin@demo.dk ', password: 'x' });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('admin@demo.dk');
  });

  it('names an invalid email with auth.email_invalid', () => {
    for (const email of ['', 'admin', 'admin@', '@demo.dk', 'a b@demo.dk']) {
      const result = signInSchema.safeParse({ email, password: 'demo1234' });
      expect(result.success, email).toBe(false);
      expect(messages(result), email).toContain('auth.email_invalid');
    }
  });

  it('names an empty password with auth.password_minLength', () => {
    const result = signInSchema.safeParse({ email: 'admin@demo.dk', password: '' });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual(['auth.password_minLength']);
  });
});

describe('newPasswordSchema', () => {
  it('refuses a password shorter than 8 characters', () => {
    const result = newPasswordSchema.safeParse('Kort7!x');
    expect(result.success).toBe(false);
    expect(messages(result)).toContain('password.tooShort');
  });

  it('refuses common passwords whatever their case', () => {
    for (const password of ['password1', 'Password1', 'DEMO1234', 'sommer2026']) {
      const result = newPasswordSchema.safeParse(password);
      expect(result.success, password).toBe(false);
      expect(messages(result), password).toEqual(['password.tooCommon']);
    }
  });

  it('accepts a long uncommon password', () => {
    expect(newPasswordSchema.safeParse('blå-cykel-ved-åen').success).toBe(true);
    expect(newPasswordSchema.safeParse('12345679').success).toBe(true);
  });
});

describe('languageSchema', () => {
  it('accepts da and en only', () => {
    expect(languageSchema.safeParse('da').success).toBe(true);
    expect(languageSchema.safeParse('en').success).toBe(true);
    expect(languageSchema.safeParse('xx').success).toBe(false);
    expect(languageSchema.safeParse('DA').success).toBe(false);
  });
});
