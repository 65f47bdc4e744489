import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlBodyLimit, importBodyLimit } from '../src/graphql/body-limit.ts';
import { backends, createTestApp, signIn, type TestApp } from './harness.ts';

const preview = 'mutation ($csv: String!) { previewCustomerImport(csv: $csv) { rowCount } }';
/** A customer import of `rows` rows: what an administrator really sends over 256 KB. */
const csvOf = (rows: number) =>
  [
    'Fornavn;Efternavn;Email',
    ...Array.from({ length: rows }, (_, i) => `Kunde;Nummer ${i};kunde-${i}@eksempel.dk`),
  ].join('\n');

describe.each(backends)('/graphql body size on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let employee: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
    employee = await signIn(t.app, 'tekniker@demo.dk');
  });
  afterAll(async () => t?.close());

  const post = (cookie: string | undefined, payload: string | Readable) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload,
    });
  const largeImport = JSON.stringify({ query: preview, variables: { csv: csvOf(8_000) } });

  it('lets an administrator send a customer import over 256 KB', async () => {
    expect(largeImport.length).toBeGreaterThan(graphqlBodyLimit);
    // The size check and GraphQL share one resolution of the session.
    const tokens = t.services.tokens;
    const verify = tokens.verify;
    let checks = 0;
    tokens.verify = (token) => {
      checks++;
      return verify(token);
    };
    try {
      const response = await post(admin, largeImport);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.previewCustomerImport.rowCount).toBe(8_000);
      expect(checks).toBe(1);
    } finally {
      tokens.verify = verify;
    }
  });

  it('refuses a body over 256 KB from anyone else before reading it', async () => {
    for (const cookie of [undefined, employee]) {
      const response = await post(cookie, largeImport);
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
    }
  });

  it('still answers small bodies from anyone as before', async () => {
    const anonymous = await post(undefined, JSON.stringify({ query: '{ me { id } }' }));
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const mine = await post(employee, JSON.stringify({ query: '{ me { email } }' }));
    expect(mine.json().data.me.email).toBe('tekniker@demo.dk');
  });

  it('asks for the length of a streamed body unless the sender is an administrator', async () => {
    const body = JSON.stringify({ query: '{ me { email } }' });
    const anonymous = await post(undefined, Readable.from([body]));
    expect(anonymous.statusCode).toBe(411);
    const streamed = await post(admin, Readable.from([body]));
    expect(streamed.statusCode).toBe(200);
    expect(streamed.json().data.me.email).toBe('admin@demo.dk');
  });

  it('refuses even an administrator over 8 MB', async () => {
    const response = await post(
      admin,
      JSON.stringify({ query: preview, variables: { csv: 'x'.repeat(importBodyLimit) } }),
    );
    expect(response.statusCode).toBe(413);
  });
});
