import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { signInLandingQuery } from './landing.ts';

// The sign-in page asks its one question as plain text (gql.tada's client would be most of the page's JavaScript),
// so gql:check does not see it: it is checked against the printed schema here.
describe('the sign-in landing query', () => {
  it('is valid against the server schema', () => {
    const schema = buildSchema(readFileSync(new URL('../../../server/schema.graphql', import.meta.url), 'utf8'));
    expect(validate(schema, parse(signInLandingQuery)).map((error) => error.message)).toEqual([]);
  });
});
