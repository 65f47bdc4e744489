import * as z from 'zod/mini';

/**
 * The sign-in rules of domain/auth.ts (`signInSchema`), written with zod/mini: the classic zod build would
 * add ~25 KB gzip to the sign-in page, which must stay under its JS budget. sign-in-schema.test.ts checks
 * that both schemas accept and refuse the same inputs with the same message keys.
 */
export const signInFormSchema = z.object({
  email: z.string().check(z.trim(), z.email('auth.email_invalid'), z.maxLength(254, 'auth.email_invalid')),
  password: z.string().check(z.minLength(1, 'auth.password_minLength'), z.maxLength(1024, 'auth.password_tooLong')),
});

export type SignInFormValues = z.infer<typeof signInFormSchema>;
