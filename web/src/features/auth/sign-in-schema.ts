import type { FieldErrors, Resolver } from 'react-hook-form';

/**
 * The sign-in rules of domain/auth.ts (`signInSchema`), written by hand: any zod build shares its core with the
 * lazily loaded entity forms, and Rollup then ships the union of what they use to the sign-in page, which must
 * stay under its JS budget. sign-in-schema.test.ts checks that both accept and refuse the same inputs with the
 * same message keys.
 */

// zod's default email pattern (zod/v4/core regexes.email), which the domain schema uses.
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface SignInFormValues {
  email: string;
  password: string;
}

interface Issue {
  path: ['email' | 'password'];
  message: string;
}

type ParseResult = { success: true; data: SignInFormValues } | { success: false; error: { issues: Issue[] } };

export const signInFormSchema = {
  safeParse(input: { email: string; password: string }): ParseResult {
    const email = input.email.trim();
    const { password } = input;
    const issues: Issue[] = [];
    if (!emailPattern.test(email)) issues.push({ path: ['email'], message: 'auth.email_invalid' });
    if (email.length > 254) issues.push({ path: ['email'], message: 'auth.email_invalid' });
    if (password.length < 1) issues.push({ path: ['password'], message: 'auth.password_minLength' });
    if (password.length > 1024) issues.push({ path: ['password'], message: 'auth.password_tooLong' });
    return issues.length ? { success: false, error: { issues } } : { success: true, data: { email, password } };
  },
};

/** react-hook-form resolver over the schema above: the first message per field. */
export const signInResolver: Resolver<SignInFormValues> = (values) => {
  const result = signInFormSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) errors[issue.path[0]] ??= { type: 'validate', message: issue.message };
  return { values: {}, errors: errors as FieldErrors<SignInFormValues> };
};
