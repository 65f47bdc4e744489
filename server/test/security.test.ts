import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';
import { freePort } from './server-process.ts';

// Attacks from the outside probe of main (issue #12), each answered the way docs/security.md says.

describe.each(backends)('bad input and foreign origins on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, { logLevel: 'error' }, { logStream: { write: (line) => logLines.push(line) } });
    admin = await signIn(t.app, 'admin@demo.dk');
  });
  afterAll(async () => t?.close());

  describe('dates', () => {
    const visitsFrom = 'query ($from: DateTime) { visits(filter: { from: $from }) { totalCount } }';

    it.each(['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '2201-01-01T00:00:00Z', '+275760-09-13T00:00:00Z'])(
      'refuses %s as BAD_USER_INPUT, as a variable and as a literal',
      async (from) => {
        const asVariable = await graphql(t.app, admin, visitsFrom, { from });
        expect(errorCode(asVariable)).toBe('BAD_USER_INPUT');
        const asLiteral = await graphql(t.app, admin, `{ visits(filter: { from: "${from}" }) { totalCount } }`);
        expect(errorCode(asLiteral)).toBe('BAD_USER_INPUT');
      },
    );

    it.each(['2026-02-29T00:00:00Z', '2026-04-31T10:00:00Z', '2026-13-01T00:00:00Z', '2026-01-01T24:00:00Z'])(
      'refuses the impossible calendar date %s instead of rolling it over',
      async (from) => {
        expect(errorCode(await graphql(t.app, admin, visitsFrom, { from }))).toBe('BAD_USER_INPUT');
      },
    );

    it('takes dates in range, with and without zone and fraction', async () => {
      for (const from of ['2028-02-29T00:00:00Z', '1900-01-01T00:00:00.000Z', '2026-03-01T10:30:00+01:00']) {
        const result = await graphql(t.app, admin, visitsFrom, { from });
        expect(result.errors, from).toBeUndefined();
      }
    });

    it('refuses a visit starting in year 0000 as BAD_USER_INPUT, not a 500', async () => {
      const result = await graphql(
        t.app,
        admin,
        'mutation ($input: VisitInput!) { createVisit(input: $input) { id } }',
        { input: { description: 'x', start: '0000-01-01T08:00:00Z', end: '0000-01-01T09:00:00Z' } },
      );
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
    });
  });

  it('answers an anonymous subscription with 400 BAD_REQUEST', async () => {
    const result = await graphql(t.app, undefined, 'subscription { __typename }');
    expect(result.response.statusCode).toBe(400);
    expect(errorCode(result)).toBe('BAD_REQUEST');
  });

  it('gives a foreign Origin no CORS headers, even signed in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: admin },
      payload: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('exports a value that starts with a sign and hides a formula as text', async () => {
    const formula = `-1+1+cmd|' /C calc'!A0`;
    const created = await graphql(
      t.app,
      admin,
      'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
      { input: { firstName: 'Formel', lastName: 'Prøve', notes: formula } },
    );
    expect(created.errors).toBeUndefined();
    const csv: string = (await graphql(t.app, admin, 'query { customersCsv(search: "Formel") }')).data!.customersCsv;
    expect(csv).toContain(`;'${formula};`);
  });

  describe('a database that cannot take the write', () => {
    beforeAll(async () => {
      // What PostgreSQL answers when the disk is full, raised by the database itself on any change of a company.
      await t.database.db.execute(sql`create function fail_disk_full() returns trigger language plpgsql as
        $$ begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`);
      await t.database.db.execute(
        sql`create trigger disk_full before update on companies for each row execute function fail_disk_full()`,
      );
    });
    afterAll(async () => {
      await t.database.db.execute(sql`drop trigger disk_full on companies`);
      await t.database.db.execute(sql`drop function fail_disk_full()`);
    });

    it('answers UNAVAILABLE (try again later) and logs the cause', async () => {
      const company = await graphql(t.app, admin, '{ company { version } }');
      logLines.length = 0;
      const result = await graphql(
        t.app,
        admin,
        'mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { id } }',
        { input: { version: company.data!.company.version, paymentDelayDays: 9 } },
      );
      expect(errorCode(result)).toBe('UNAVAILABLE');
      expect(JSON.stringify(result.errors)).not.toMatch(/No space|extend file/);
      expect(logLines.join('\n')).toMatch(/53100/);
      expect(logLines.join('\n')).toMatch(/No space left on device/);
    });
  });
});

describe('/health', () => {
  it('reports the database, and 503 once it refuses connections', async () => {
    const t = await createTestApp('pglite');
    // A PostgreSQL server that is gone: nothing listens on the port.
    const gone = await openDatabase({ databaseUrl: `postgres://servio@127.0.0.1:${await freePort()}/servio` });
    const working = t.services.database;
    try {
      const up = await t.app.inject({ method: 'GET', url: '/health' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ ok: true, database: 'ok' });
      t.services.database = gone;
      const down = await t.app.inject({ method: 'GET', url: '/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ok: false, database: 'unavailable' });
    } finally {
      t.services.database = working;
      await gone.close();
      await t.close();
    }
  });
});
