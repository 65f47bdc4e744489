import { z } from 'zod';
import { newPasswordMaxLength, newPasswordMinLength } from './password-rules.ts';

export { newPasswordMaxLength, newPasswordMinLength } from './password-rules.ts';

/** The sign-in form and `POST /login` body: the spec asks only for a non-empty password here. */
export const signInSchema = z.object({
  email: z.string().trim().email('auth.email_invalid').max(254, 'auth.email_invalid'),
  password: z.string().min(1, 'auth.password_minLength').max(1024, 'auth.password_tooLong'),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Passwords people pick that an attacker tries first (OWASP ASVS 2.1.7); compared lower-case. */
const commonPasswords = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'abc12345',
  'abcd1234',
  '11111111',
  '00000000',
  '87654321',
  'trustno1',
  'letmein1',
  'superman',
  'adgangskode',
  'kodeord1',
  'kodeord123',
  'sommer2024',
  'sommer2025',
  'sommer2026',
  'vinter2025',
  'vinter2026',
  'danmark1',
  'danmark123',
  'velkommen',
  'velkommen1',
  'hemmelig',
  'hemmelig1',
  'demo1234',
  'changeme',
  'admin123',
  'administrator',
  'servio123',
  'qwerty12',
  '1q2w3e4r',
  'asdfghjk',
  'zaq12wsx',
]);

/** A new password: at least 8 characters and not one of the common ones. */
export const newPasswordSchema = z
  .string()
  .min(newPasswordMinLength, 'password.tooShort')
  .max(newPasswordMaxLength, 'password.tooLong')
  .refine((p) => !commonPasswords.has(p.toLowerCase()), 'password.tooCommon');

export const languages = ['da', 'en'] as const;
export type Language = (typeof languages)[number];
export const languageSchema = z.enum(languages);
