import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';
import { statementLog } from './statement-log.ts';

/** The counter itself: a query of one root field sends a fixed handful of statements, and they are counted. */
describe.each(backends)('statement log on %s', (backend) => {
  const log = statementLog();
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(backend, {}, log.appOptions);
    admin = await signIn(t.app, 'admin@demo.dk');
  });
  afterAll(async () => t?.close());

  it('counts the statements a request sends', async () => {
    const one = await log.count(() => graphql(t.app, admin, '{ departments { id } }'));
    const two = await log.count(() => graphql(t.app, admin, '{ departments { id } customTags { id } }'));
    expect(one).toBeGreaterThan(0);
    expect(two).toBe(one + 1);
  });
});
