import { gunzipSync } from 'node:zlib';
import { and, asc, eq, sql } from 'drizzle-orm';
import { featureFlags } from '@servio/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { companies, customTags, users } from '../src/db/tables/index.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';

// The three operations exactly as contract.md writes them.
const getMeAndSettings = `query getMeAndSettings {
  me { id firstName lastName isPreviousAdmin email prefLang roles role initials }
  company {
    id
    address { streetAddress city zipcode }
    paymentSetting { primaryProvider }
    paymentChoices { label name }
    companyFields { id name fields }
    paymentDelayDays materielServiceActive materielServiceIntervalMonths materielDaysBeforeServiceForReminder
    campaignHost i18n
    renamedCategory renamedModel renamedSupplier renamedColumn1 renamedColumn2 renamedColumn3
    showTechnicianBackendLink bookingflowactive showAccord enableItemStock erpProjectModuleActive allowAutoCompleteVisit
    usePerformancePatch allowCustomerLogin invoiceAsDraft headlessApiEconomicActive showInvoicePaymentOption showMaterials
    eanPayment showFinanceTab allowTimeReg allowShowVisitTimeRegs enableReport disableCreateCustomer enableAcceptVisits
    enableReference enableRepeatingVisits enableEquipment enableDepartment enablePlanningPage enableCustomerHierarchy
    showRental isSkel
  }
}`;

const getCustomTags = `query getCustomTags($type: String) {
  customTags(type: $type) { id name type mode tagOrder showForCustomer showForEmployee allowChangeOnReport options }
}`;

const updatePrefLang = `mutation UpdatePrefLang($lang: String!) {
  updateMe(prefLang: $lang) { id prefLang }
}`;

const countsQuery = 'query { navigationCounts { unreadNotifications newEvents dueVisits openBookings } }';

const meFields = ['id', 'firstName', 'lastName', 'isPreviousAdmin', 'email', 'prefLang', 'roles', 'role', 'initials'];

async function prefLangOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db.select({ prefLang: users.prefLang }).from(users).where(eq(users.email, email));
  return row!.prefLang;
}

async function demoCompany(t: TestApp) {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, demoCompanyId));
  return row!;
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/(^|;)\s*script-src 'self'(;|$)/);
  // Map tiles are images from the configured tile origin, and nothing else from outside.
  expect(csp).toMatch(/(^|;)\s*img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org(;|$)/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/** A valid query whose selection nests `depth` levels (introspection through __type is counted). */
function nestedQuery(depth: number): string {
  const ofTypes = depth - 4;
  let inner = 'name';
  for (let i = 0; i < ofTypes; i++) inner = `ofType { ${inner} }`;
  return `query { __type(name: "Query") { fields { type { ${inner} } } } }`;
}

describe.each(backends)('GraphQL API on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
  });
  afterAll(async () => t?.close());

  it('answers in one piece with its length, and compressed for a client that accepts it', async () => {
    const query = (encoding: string) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', cookie: admin, 'accept-encoding': encoding },
        payload: JSON.stringify({ query: getMeAndSettings }),
      });
    const plain = await query('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
    expect(plain.headers['transfer-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    const answer = plain.json();
    expect(answer.data.me.email).toBe('admin@demo.dk');
    const gzipped = await query('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(answer);
  });

  describe('the contract operations', () => {
    it('getMeAndSettings answers every field for the administrator', async () => {
      const result = await graphql(t.app, admin, getMeAndSettings);
      expect(result.errors).toBeUndefined();
      const { me, company } = result.data!;
      expect(Object.keys(me).sort()).toEqual([...meFields].sort());
      expect(me).toMatchObject({
        firstName: 'Anna',
        lastName: 'Jensen',
        isPreviousAdmin: false,
        email: 'admin@demo.dk',
        prefLang: 'da',
        roles: ['ROLE_ADMIN', 'ROLE_COMPANY'],
        role: 'administrator',
        initials: 'AJ',
      });
      const [adminRow] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.dk'));
      expect(me.id).toBe(adminRow!.id);

      const row = await demoCompany(t);
      expect(company.id).toBe(demoCompanyId);
      expect(company.address).toEqual({ streetAddress: row.streetAddress, city: row.city, zipcode: row.zipcode });
      expect(company.paymentSetting).toEqual({ primaryProvider: row.paymentPrimaryProvider });
      expect(company.paymentChoices).toEqual(row.paymentChoices);
      expect(company.paymentChoices.length).toBeGreaterThan(0);
      expect(company.companyFields).toEqual(row.companyFields);
      expect(company.i18n).toEqual(row.i18n);
      expect(typeof company.i18n).toBe('object');
      for (const name of [
        'paymentDelayDays',
        'materielServiceIntervalMonths',
        'materielDaysBeforeServiceForReminder',
        'campaignHost',
        'renamedCategory',
        'renamedModel',
        'renamedSupplier',
        'renamedColumn1',
        'renamedColumn2',
        'renamedColumn3',
      ] as const) {
        expect(company[name], name).toEqual(row[name]);
      }
      for (const flag of featureFlags) {
        expect(typeof company[flag], flag).toBe('boolean');
        expect(company[flag], flag).toBe(row[flag]);
      }
      // Both values occur among the seeded flags, so a resolver that answered a constant would be caught.
      expect(new Set(featureFlags.map((f) => company[f]))).toEqual(new Set([true, false]));
    });

    it('getCustomTags with type visit answers only visit tags, in tag order', async () => {
      const result = await graphql(t.app, admin, getCustomTags, { type: 'visit' });
      expect(result.errors).toBeUndefined();
      const tags = result.data!.customTags as { name: string; type: string; tagOrder: number; options: string[] }[];
      const expected = await t.database.db
        .select()
        .from(customTags)
        .where(and(eq(customTags.companyId, demoCompanyId), eq(customTags.type, 'visit')))
        .orderBy(asc(customTags.tagOrder), asc(customTags.name));
      expect(expected.length).toBeGreaterThan(1);
      expect(tags.map((tag) => tag.name)).toEqual(expected.map((tag) => tag.name));
      expect(tags.every((tag) => tag.type === 'visit')).toBe(true);
      const orders = tags.map((tag) => tag.tagOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(Object.keys(tags[0]!).sort()).toEqual(
        [
          'id',
          'name',
          'type',
          'mode',
          'tagOrder',
          'showForCustomer',
          'showForEmployee',
          'allowChangeOnReport',
          'options',
        ].sort(),
      );

      const all = await graphql(t.app, admin, getCustomTags, {});
      expect(all.data!.customTags.length).toBeGreaterThan(tags.length);
    });

    it('UpdatePrefLang sets en, keeps it across a new sign-in, and refuses xx without changing anything', async () => {
      const cookie = await signIn(t.app, 'jonas@demo.dk');
      const result = await graphql(t.app, cookie, updatePrefLang, { lang: 'en' });
      expect(result.errors).toBeUndefined();
      expect(result.data!.updateMe.prefLang).toBe('en');
      expect((await graphql(t.app, cookie, getMeAndSettings)).data!.me.prefLang).toBe('en');
      const again = await signIn(t.app, 'jonas@demo.dk');
      expect((await graphql(t.app, again, 'query { me { prefLang } }')).data!.me.prefLang).toBe('en');

      const bad = await graphql(t.app, cookie, updatePrefLang, { lang: 'xx' });
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
      expect(bad.errors![0]!.extensions!.field).toBe('prefLang');
      expect(bad.data ?? null).toBeNull();
      expect((await graphql(t.app, cookie, 'query { me { prefLang } }')).data!.me.prefLang).toBe('en');
      expect(await prefLangOf(t, 'jonas@demo.dk')).toBe('en');
    });
  });

  describe('requests that must not run', () => {
    it('answers a request without a cookie with UNAUTHENTICATED and no data', async () => {
      for (const query of [getMeAndSettings, 'query { company { id } }', countsQuery]) {
        const result = await graphql(t.app, undefined, query);
        expect(errorCode(result)).toBe('UNAUTHENTICATED');
        expect(result.data ?? null).toBeNull();
      }
      const mutation = await graphql(t.app, undefined, updatePrefLang, { lang: 'en' });
      expect(errorCode(mutation)).toBe('UNAUTHENTICATED');
    });

    const mutationBody = JSON.stringify({ query: 'mutation { updateMe(prefLang: "en") { id } }' });
    it.each([
      ['text/plain', mutationBody],
      [
        'application/x-www-form-urlencoded',
        `query=${encodeURIComponent('mutation { updateMe(prefLang: "en") { id } }')}`,
      ],
      [
        'multipart/form-data; boundary=xyz',
        `--xyz\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${mutationBody}\r\n--xyz--\r\n`,
      ],
    ])(
      'refuses a %s post (a cross-site form could send it) with 415 and runs nothing',
      async (contentType, payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': contentType, cookie: admin },
          payload,
        });
        expect(response.statusCode).toBe(415);
        expect(await prefLangOf(t, 'admin@demo.dk')).toBe('da');
      },
    );

    it('answers broken requests with a client error, never a 500', async () => {
      for (const payload of ['{"query": "{ me { id } "', '{"query": 5}', '{"variables": {}}', '[]', 'null']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', cookie: admin },
          payload,
        });
        expect(response.statusCode, payload).toBeLessThan(500);
        if (response.statusCode < 400) expect(response.json().errors?.length, payload).toBeGreaterThan(0);
        expect(response.body, payload).not.toContain('"me"');
      }
      const syntax = await graphql(t.app, admin, 'query { me { id }');
      expect(syntax.errors?.length).toBeGreaterThan(0);
      expect(syntax.response.statusCode).toBeLessThan(500);
    });

    it('refuses GET with 405 and runs nothing', async () => {
      const query = await t.app.inject({
        method: 'GET',
        url: '/graphql?query=%7Bme%7Bid%7D%7D',
        headers: { cookie: admin },
      });
      expect(query.statusCode).toBe(405);
      expect(query.body).not.toContain('"me"');
      const mutation = await t.app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent('mutation { updateMe(prefLang: "en") { id } }')}`,
        headers: { cookie: admin },
      });
      expect(mutation.statusCode).toBe(405);
      expect(await prefLangOf(t, 'admin@demo.dk')).toBe('da');
    });
  });

  describe('query limits', () => {
    it('accepts depth 10 and refuses depth 11', async () => {
      const ok = await graphql(t.app, admin, nestedQuery(10));
      expect(ok.errors).toBeUndefined();
      expect(ok.data!.__type.fields.length).toBeGreaterThan(0);
      const deep = await graphql(t.app, admin, nestedQuery(11));
      expect(deep.errors?.[0]?.message).toMatch(/depth limit of 10/i);
      expect(errorCode(deep)).toBe('BAD_REQUEST');
      expect(deep.data ?? null).toBeNull();
      expect(deep.response.statusCode).toBeLessThan(500);
    });

    it('refuses nesting through inline fragments too', async () => {
      let inner = 'id';
      for (let i = 0; i < 11; i++) inner = `... on User { ${inner} }`;
      const result = await graphql(t.app, admin, `query { me { ${inner} } }`);
      expect(result.errors?.[0]?.message).toMatch(/depth limit of 10/i);
      expect(result.data ?? null).toBeNull();
      expect(result.response.statusCode).toBeLessThan(500);
    });

    it('accepts 15 aliases and refuses 16', async () => {
      const aliases = (n: number) => `query { ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
      const ok = await graphql(t.app, admin, aliases(15));
      expect(ok.errors).toBeUndefined();
      expect(Object.keys(ok.data!)).toHaveLength(15);
      const many = await graphql(t.app, admin, aliases(16));
      expect(many.errors?.[0]?.message).toMatch(/aliases limit of 15/i);
      expect(errorCode(many)).toBe('BAD_REQUEST');
      expect(many.data ?? null).toBeNull();
      expect(many.response.statusCode).toBeLessThan(500);
    });

    it('refuses a query of more than 2000 tokens', async () => {
      const fields = Array.from({ length: 700 }, () => 'id email prefLang').join(' ');
      const result = await graphql(t.app, admin, `query { me { ${fields} } }`);
      expect(result.errors?.[0]?.message).toMatch(/token limit of 2000/i);
      expect(errorCode(result)).toBeTruthy();
      expect(result.data ?? null).toBeNull();
      expect(result.response.statusCode).toBeLessThan(500);
    });
  });

  describe('headers and introspection', () => {
    it('sends the security headers on /health and /graphql', async () => {
      const health = await t.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ ok: true, database: 'ok' });
      expectSecurityHeaders(health);
      expectSecurityHeaders((await graphql(t.app, admin, 'query { me { id } }')).response);
      expectSecurityHeaders((await graphql(t.app, undefined, 'query { me { id } }')).response);
    });

    it('allows introspection outside production', async () => {
      const result = await graphql(t.app, admin, 'query { __schema { queryType { name } } }');
      expect(result.errors).toBeUndefined();
      expect(result.data!.__schema.queryType.name).toBe('Query');
    });
  });

  describe('navigationCounts and roles', () => {
    it('gives the administrator all four counts', async () => {
      const result = await graphql(t.app, admin, countsQuery);
      expect(result.errors).toBeUndefined();
      const counts = result.data!.navigationCounts;
      for (const name of ['unreadNotifications', 'newEvents', 'dueVisits', 'openBookings']) {
        expect(counts[name], name).toBeGreaterThan(0);
      }
      const [expected] = await queryRows<Record<string, number>>(
        t.database.db,
        sql`
        select
          (select count(*)::int from notifications n join users u on u.id = n.user_id
            where u.email = 'admin@demo.dk' and n.read_at is null) as "unreadNotifications",
          (select count(*)::int from events where company_id = ${demoCompanyId} and seen_at is null) as "newEvents",
          (select count(*)::int from bookings where company_id = ${demoCompanyId} and status = 'open') as "openBookings"`,
      );
      expect(counts).toMatchObject(expected!);
    });

    it('counts only their own due visits for an employee', async () => {
      const adminCounts = (await graphql(t.app, admin, countsQuery)).data!.navigationCounts;
      const tekniker = await signIn(t.app, 'tekniker@demo.dk');
      const result = await graphql(t.app, tekniker, countsQuery);
      expect(result.errors).toBeUndefined();
      const counts = result.data!.navigationCounts;
      const [own] = await queryRows<{ count: number }>(
        t.database.db,
        sql`
        select count(*)::int as count from visits v
        where v.company_id = ${demoCompanyId} and not v.archived and v.status in ('not_scheduled', 'scheduled', 'current')
          and v."end" < now()
          and exists (select 1 from visit_employees ve join users u on u.id = ve.user_id
                      where ve.visit_id = v.id and u.email = 'tekniker@demo.dk')`,
      );
      expect(counts.dueVisits).toBe(own!.count);
      expect(counts.dueVisits).toBeLessThan(adminCounts.dueVisits);
    });

    it('lets a supplier read the overview, with its own figures only (no company-wide open bookings)', async () => {
      const supplier = await signIn(t.app, 'leverandor@demo.dk');
      const query = 'query { overview { todayVisitCount dueVisitCount openBookingCount todayVisits { id } } }';
      const result = await graphql(t.app, supplier, query);
      expect(result.errors).toBeUndefined();
      expect(result.data!.overview.todayVisits.length).toBe(result.data!.overview.todayVisitCount);
      expect(result.data!.overview.openBookingCount).toBeNull();
      const technician = await graphql(t.app, await signIn(t.app, 'tekniker@demo.dk'), query);
      expect(technician.data!.overview.openBookingCount).toBeNull();
      const admin = await graphql(t.app, await signIn(t.app, 'admin@demo.dk'), query);
      expect(admin.data!.overview.openBookingCount).toBeGreaterThan(0);
    });

    it('refuses navigationCounts to a superadmin who has not switched, whose company is null', async () => {
      const superadmin = await signIn(t.app, 'super@demo.dk');
      const counts = await graphql(t.app, superadmin, countsQuery);
      expect(errorCode(counts)).toBe('FORBIDDEN');
      expect(counts.data ?? null).toBeNull();
      const company = await graphql(t.app, superadmin, 'query { company { id name } }');
      expect(company.errors).toBeUndefined();
      expect(company.data).toEqual({ company: null });
    });
  });

  describe('updateCompanySettings', () => {
    const update = `mutation ($input: CompanySettingsInput!) {
      updateCompanySettings(input: $input) { id version paymentDelayDays enableDepartment cvr }
    }`;

    it('lets the administrator change settings and feature flags', async () => {
      const before = await demoCompany(t);
      expect(before.enableDepartment).toBe(true);
      const paymentDelayDays = before.paymentDelayDays + 16;
      const result = await graphql(t.app, admin, update, {
        input: { version: before.version, paymentDelayDays, features: { enableDepartment: false } },
      });
      expect(result.errors).toBeUndefined();
      expect(result.data!.updateCompanySettings).toMatchObject({
        version: before.version + 1,
        paymentDelayDays,
        enableDepartment: false,
      });
      const read = (await graphql(t.app, admin, getMeAndSettings)).data!.company;
      expect(read.paymentDelayDays).toBe(paymentDelayDays);
      expect(read.enableDepartment).toBe(false);
      // What was not sent stays as it was.
      expect(read.enableRepeatingVisits).toBe(before.enableRepeatingVisits);
      expect(read.campaignHost).toBe(before.campaignHost);
    });

    it('refuses a stale version with CONFLICT and changes nothing', async () => {
      const before = await demoCompany(t);
      const result = await graphql(t.app, admin, update, {
        input: { version: before.version - 1, paymentDelayDays: 3, features: { enableDepartment: true } },
      });
      expect(errorCode(result)).toBe('CONFLICT');
      expect(await demoCompany(t)).toEqual(before);
    });

    it('refuses an invalid CVR with BAD_USER_INPUT on input.cvr and changes nothing', async () => {
      const before = await demoCompany(t);
      const result = await graphql(t.app, admin, update, {
        input: { version: before.version, cvr: '123', paymentDelayDays: 3 },
      });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.extensions!.field).toBe('input.cvr');
      expect(await demoCompany(t)).toEqual(before);
    });

    it('keeps the bank account invoices print, digits only, and refuses one that is no Danish account', async () => {
      const bank = `mutation ($input: CompanySettingsInput!) {
        updateCompanySettings(input: $input) { version bankRegNo bankAccountNo }
      }`;
      const before = await demoCompany(t);
      const saved = await graphql(t.app, admin, bank, {
        input: { version: before.version, bankRegNo: ' 98 76 ', bankAccountNo: '0001 234 567' },
      });
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateCompanySettings).toMatchObject({ bankRegNo: '9876', bankAccountNo: '0001234567' });
      const version = saved.data!.updateCompanySettings.version;
      for (const [input, field, reason] of [
        [{ bankRegNo: '123' }, 'input.bankRegNo', 'bank_reg_no_invalid'],
        [{ bankAccountNo: '12345678901' }, 'input.bankAccountNo', 'bank_account_no_invalid'],
        [{ bankAccountNo: '12-34' }, 'input.bankAccountNo', 'bank_account_no_invalid'],
      ] as const) {
        const refused = await graphql(t.app, admin, bank, { input: { version, ...input } });
        expect(errorCode(refused)).toBe('BAD_USER_INPUT');
        expect(refused.errors![0]!.extensions).toMatchObject({ field, reason });
      }
      // Empty clears; the demo company's account is put back for the tests after.
      const cleared = await graphql(t.app, admin, bank, { input: { version, bankRegNo: '', bankAccountNo: '' } });
      expect(cleared.data!.updateCompanySettings).toMatchObject({ bankRegNo: null, bankAccountNo: null });
      await graphql(t.app, admin, bank, {
        input: { version: version + 1, bankRegNo: before.bankRegNo, bankAccountNo: before.bankAccountNo },
      });
    });

    it("takes the company's address as every address is given, coordinates included, and checks them alike", async () => {
      const before = await demoCompany(t);
      const address = {
        streetAddress: 'Vestergade 2',
        zipcode: '8000',
        city: 'Aarhus C',
        latitude: 56.1572,
        longitude: 10.2107,
      };
      const saved = await graphql(t.app, admin, update, { input: { version: before.version, address } });
      expect(saved.errors).toBeUndefined();
      const read = await graphql(
        t.app,
        admin,
        'query { company { address { streetAddress zipcode city latitude longitude } } }',
      );
      expect(read.data!.company.address).toEqual(address);

      const after = await demoCompany(t);
      const refused = await graphql(t.app, admin, update, {
        input: { version: after.version, address: { ...address, latitude: 91 } },
      });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0]!.extensions!.field).toBe('input.address.latitude');
      expect(await demoCompany(t)).toEqual(after);
    });

    it('refuses an unknown feature flag and changes nothing', async () => {
      const before = await demoCompany(t);
      const result = await graphql(t.app, admin, update, {
        input: { version: before.version, paymentDelayDays: 3, features: { enableTeleportation: true } },
      });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.extensions!.field).toMatch(/^input\.features/);
      expect(await demoCompany(t)).toEqual(before);
    });

    it('refuses an employee with FORBIDDEN and changes nothing', async () => {
      const before = await demoCompany(t);
      const tekniker = await signIn(t.app, 'tekniker@demo.dk');
      const result = await graphql(t.app, tekniker, update, {
        input: { version: before.version, paymentDelayDays: 3 },
      });
      expect(errorCode(result)).toBe('FORBIDDEN');
      expect(await demoCompany(t)).toEqual(before);
    });
  });
});

describe.each(backends)('GraphQL API in production mode on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { production: true });
  });
  afterAll(async () => t?.close());

  it('refuses introspection but still answers queries', async () => {
    const admin = await signIn(t.app, 'admin@demo.dk');
    for (const query of ['query { __schema { queryType { name } } }', 'query { __type(name: "Query") { name } }']) {
      const result = await graphql(t.app, admin, query);
      expect(result.errors?.[0]?.message, query).toMatch(/introspection/i);
      expect(result.data?.__schema ?? result.data?.__type ?? null).toBeNull();
      expect(result.response.statusCode).toBeLessThan(500);
    }
    const me = await graphql(t.app, admin, 'query { me { email } }');
    expect(me.data).toEqual({ me: { email: 'admin@demo.dk' } });
  });

  it('sends HSTS in production', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
