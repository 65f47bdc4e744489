/**
 * The sign-in rules of domain/auth.ts (`signInSchema`), written by hand: zod would be most of the sign-in page's
 * JavaScript. sign-in-schema.test.ts checks that both accept and refuse the same inputs with the same message keys.
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

export type SignInField = keyof SignInFormValues;

/** The first message key per field; empty when the form may be sent. */
export function signInErrors(values: SignInFormValues): Partial<Record<SignInField, string>> {
  const result = signInFormSchema.safeParse(values);
  const errors: Partial<Record<SignInField, string>> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path[0]] ??= issue.message;
  return errors;
}
