import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';

describe.each(backends)('contract operations on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('answers getMeAndSettings for the demo administrator', async () => {
    const cookie = await signIn(t.app, 'admin@demo.dk');
    const result = await graphql(t.app, cookie, 'query getMeAndSettings { me { firstName lastName role initials roles } company { name } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      me: { firstName: 'Anna', lastName: 'Jensen', role: 'administrator', initials: 'AJ', roles: ['ROLE_ADMIN', 'ROLE_COMPANY'] },
      company: { name: 'Demo Service ApS' },
    });
  });
});
