import { describe, expect, it } from 'vitest';
import { signInSchema } from '@servio/domain/auth';
import { signInFormSchema } from './sign-in-schema.ts';

const samples = [
  { email: 'admin@demo.dk', password: 'demo1234' },
  { email: '  admin@demo.dk  ', password: 'x' },
  { email: 'not-an-email', password: 'demo1234' },
  { email: '', password: '' },
  { email: 'a@b', password: 'demo1234' },
  { email: 'admin@demo.dk', password: '' },
  { email: `${'a'.repeat(250)}@x.dk`, password: 'x' },
  { email: 'admin@demo.dk', password: 'p'.repeat(1025) },
];

function outcome(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success) return 'ok';
  return result
    .error!.issues.map((i) => `${i.path.join('.')}:${i.message}`)
    .sort()
    .join(',');
}

describe('sign-in form schema', () => {
  for (const sample of samples) {
    it(`agrees with the domain schema for ${JSON.stringify(sample).slice(0, 60)}`, () => {
      expect(outcome(signInFormSchema.safeParse(sample))).toBe(outcome(signInSchema.safeParse(sample)));
    });
  }
});
