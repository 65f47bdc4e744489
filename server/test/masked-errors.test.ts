import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';

/** An unexpected failure inside the server answers with a generic, coded error: no SQL, no stack, no table names. */
describe.each(backends)('masked internal errors on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(backend, { logLevel: 'error' }, { logStream: { write: (line) => logLines.push(line) } });
    admin = await signIn(t.app, 'admin@demo.dk');
  });
  afterAll(async () => t?.close());

  it('hides what went wrong inside and keeps answering once it is mended', async () => {
    const query = 'query VisitTags { customTags(type: "visit") { id name } }';
    expect((await graphql(t.app, admin, query)).errors).toBeUndefined();
    // Break the database under the running app: the table the query reads is gone.
    await t.database.db.execute(sql`alter table custom_tags rename to custom_tags_hidden`);
    try {
      const broken = await graphql(t.app, admin, query);
      expect(broken.response.statusCode).toBeLessThan(500);
      expect(broken.errors).toHaveLength(1);
      expect(broken.errors![0]!.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(broken.errors![0]!.message).toBe('Unexpected error.');
      expect(broken.response.body).not.toMatch(/custom_tags|relation|select|stack|at .*\.ts/i);
      // The server's log has what the client does not: the cause with its stack, the request, the operation, who.
      const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'operation failed');
      expect(logged).toMatchObject({ level: 50, operationName: 'VisitTags', path: 'customTags' });
      expect(logged.reqId).toBeTruthy();
      expect(logged.userId).toMatch(/^[0-9a-f-]{36}$/);
      expect(logged.companyId).toMatch(/^[0-9a-f-]{36}$/);
      expect(logged.err.stack).toMatch(/custom_tags/);
    } finally {
      await t.database.db.execute(sql`alter table custom_tags_hidden rename to custom_tags`);
    }
    expect((await graphql(t.app, admin, query)).errors).toBeUndefined();
  });
});
