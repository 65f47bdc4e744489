import type { z } from 'zod';
import { badInput } from './errors.ts';

/** Parses input with the shared zod schema; the first problem becomes BAD_USER_INPUT naming its field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, fieldPrefix = ''): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = [fieldPrefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'input';
  // Our schemas give message keys ('password.tooShort'); zod's own messages are prose, so send its code instead.
  const isKey = /^[a-z][A-Za-z0-9_.]*$/.test(issue.message);
  throw badInput(field, isKey ? issue.message : issue.code);
}
