import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, reportTemplates, reportTemplateVersions, visitReports, visits } from '../src/db/tables/index.ts';
import { createCompany, createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';

/**
 * The customer portal (issue #20): a customer's login sees its own customer's visits and, with the company's
 * enableCustomerHierarchy, its locations'; never another customer's, another company's, nor a parent's.
 */

const myCustomersQuery = `{ myCustomers { id name own } }`;
const myVisitsQuery = `query ($when: MyVisitTime, $customerId: ID) {
  myVisits(when: $when, customerId: $customerId) { totalCount items { id customerId status reportCompletedAt } }
}`;
const myVisitQuery = `query ($id: ID!) { myVisit(id: $id) { id customerId } }`;
const threadQuery = `query ($customerId: ID) { messages(customerId: $customerId) { totalCount items { body } } }`;

describe.each(backends)('the customer portal on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let parent: string;
  let location: string;
  let stranger: string;
  let parentLogin: CreatedPerson;
  let locationLogin: CreatedPerson;
  let strangerLogin: CreatedPerson;
  let otherCompanyLogin: CreatedPerson;
  const visitOf: Record<string, string> = {};

  const ids = (items: { id: string }[]) => items.map((i) => i.id).sort();
  const myVisits = async (cookie: string, variables: Record<string, unknown> = {}) => {
    const result = await graphql<{
      myVisits: { totalCount: number; items: { id: string; status: string; reportCompletedAt: string | null }[] };
    }>(t.app, cookie, myVisitsQuery, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!.myVisits;
  };
  const myCustomers = async (cookie: string) => {
    const result = await graphql<{ myCustomers: { id: string; name: string; own: boolean }[] }>(
      t.app,
      cookie,
      myCustomersQuery,
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!.myCustomers;
  };
  const setHierarchy = (on: boolean) =>
    t.database.db.update(companies).set({ enableCustomerHierarchy: on }).where(eq(companies.id, companyId));

  beforeAll(async () => {
    t = await createTestApp(backend);
    const company = await createCompany(t, { allowCustomerLogin: true, enableCustomerHierarchy: true });
    companyId = company.companyId;
    admin = company.admin;
    parent = (
      await createCustomer(t, admin.cookie, { companyName: 'Kommunen', useCompany: true, allowedToLogin: true })
    ).id;
    location = (
      await createCustomer(t, admin.cookie, {
        companyName: 'Skolen',
        useCompany: true,
        parentCustomerId: parent,
        allowedToLogin: true,
      })
    ).id;
    stranger = (
      await createCustomer(t, admin.cookie, { companyName: 'Naboen', useCompany: true, allowedToLogin: true })
    ).id;
    parentLogin = await createPerson(t, { companyId, role: 'customer', customerId: parent });
    locationLogin = await createPerson(t, { companyId, role: 'customer', customerId: location });
    strangerLogin = await createPerson(t, { companyId, role: 'customer', customerId: stranger });
    for (const [name, customerId] of [
      ['parent', parent],
      ['location', location],
      ['locationDone', location],
      ['stranger', stranger],
    ] as const) {
      visitOf[name] = (await createVisit(t, admin.cookie, customerId)).id;
    }
    // A finished visit is past, whatever its date.
    await t.database.db.update(visits).set({ status: 'done' }).where(eq(visits.id, visitOf.locationDone!));

    const other = await createCompany(t, { allowCustomerLogin: true, enableCustomerHierarchy: true });
    const otherCustomer = (await createCustomer(t, other.admin.cookie, { allowedToLogin: true })).id;
    otherCompanyLogin = await createPerson(t, {
      companyId: other.companyId,
      role: 'customer',
      customerId: otherCustomer,
    });
    await createVisit(t, other.admin.cookie, otherCustomer);
  });
  afterAll(async () => t?.close());

  it('names a parent its own customer first, then its locations; a location only itself', async () => {
    expect(await myCustomers(parentLogin.cookie)).toEqual([
      { id: parent, name: 'Kommunen', own: true },
      { id: location, name: 'Skolen', own: false },
    ]);
    expect(await myCustomers(locationLogin.cookie)).toEqual([{ id: location, name: 'Skolen', own: true }]);
  });

  it("gives a parent its own and its locations' visits, upcoming and past apart", async () => {
    expect(ids((await myVisits(parentLogin.cookie, { when: 'UPCOMING' })).items)).toEqual(
      [visitOf.parent!, visitOf.location!].sort(),
    );
    const past = await myVisits(parentLogin.cookie, { when: 'PAST' });
    expect(past.items.map((v) => [v.id, v.status])).toEqual([[visitOf.locationDone!, 'done']]);
    expect((await myVisits(parentLogin.cookie)).totalCount).toBe(3);
  });

  it('narrows to one of its customers, and finds nothing with a customer outside them', async () => {
    expect(ids((await myVisits(parentLogin.cookie, { customerId: location })).items)).toEqual(
      [visitOf.location!, visitOf.locationDone!].sort(),
    );
    expect((await myVisits(parentLogin.cookie, { customerId: stranger })).totalCount).toBe(0);
    expect((await myVisits(parentLogin.cookie, { customerId: 'not-an-id' })).totalCount).toBe(0);
  });

  it("never gives a location its parent's visits, nor another customer's", async () => {
    expect(ids((await myVisits(locationLogin.cookie)).items)).toEqual(
      [visitOf.location!, visitOf.locationDone!].sort(),
    );
    expect(ids((await myVisits(strangerLogin.cookie)).items)).toEqual([visitOf.stranger!]);
    const parentsVisit = await graphql(t.app, locationLogin.cookie, myVisitQuery, { id: visitOf.parent });
    expect(errorCode(parentsVisit)).toBe('NOT_FOUND');
    const locationsVisit = await graphql(t.app, parentLogin.cookie, myVisitQuery, { id: visitOf.location });
    expect(locationsVisit.errors).toBeUndefined();
  });

  it("never gives another company's customer anything of this company", async () => {
    expect((await myVisits(otherCompanyLogin.cookie)).totalCount).toBe(1);
    const ours = await graphql(t.app, otherCompanyLogin.cookie, myVisitQuery, { id: visitOf.parent });
    expect(errorCode(ours)).toBe('NOT_FOUND');
    expect((await myVisits(otherCompanyLogin.cookie, { customerId: parent })).totalCount).toBe(0);
  });

  it("opens a location's message thread to its parent's login, never a parent's thread to a location", async () => {
    const posted = await graphql(
      t.app,
      admin.cookie,
      `
        mutation ($input: PostMessageInput!) {
          postMessage(input: $input) {
            id
          }
        }
      `,
      { input: { customerId: location, visibility: 'ALL', body: 'Til skolen' } },
    );
    expect(posted.errors, JSON.stringify(posted.errors)).toBeUndefined();
    const read = await graphql<{ messages: { items: { body: string }[] } }>(t.app, parentLogin.cookie, threadQuery, {
      customerId: location,
    });
    expect(read.data?.messages.items.map((m) => m.body)).toEqual(['Til skolen']);
    expect(errorCode(await graphql(t.app, locationLogin.cookie, threadQuery, { customerId: parent }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await graphql(t.app, strangerLogin.cookie, threadQuery, { customerId: location }))).toBe(
      'NOT_FOUND',
    );
  });

  it('keeps a parent to its own customer while the company has no hierarchy', async () => {
    await setHierarchy(false);
    try {
      expect(await myCustomers(parentLogin.cookie)).toEqual([{ id: parent, name: 'Kommunen', own: true }]);
      expect(ids((await myVisits(parentLogin.cookie)).items)).toEqual([visitOf.parent!]);
      const locationsVisit = await graphql(t.app, parentLogin.cookie, myVisitQuery, { id: visitOf.location });
      expect(errorCode(locationsVisit)).toBe('NOT_FOUND');
      expect(errorCode(await graphql(t.app, parentLogin.cookie, threadQuery, { customerId: location }))).toBe(
        'NOT_FOUND',
      );
    } finally {
      await setHierarchy(true);
    }
  });

  it("gives a parent a location's completed report, as PDF too; a draft report and another customer get nothing", async () => {
    const [template] = await t.database.db
      .insert(reportTemplates)
      .values({ companyId, name: 'Servicerapport', isDefault: true })
      .returning();
    const [version] = await t.database.db
      .insert(reportTemplateVersions)
      .values({ companyId, templateId: template!.id, number: 1, name: 'Servicerapport', fields: [] })
      .returning();
    await t.database.db.insert(visitReports).values([
      { companyId, visitId: visitOf.locationDone!, templateVersionId: version!.id, completedAt: new Date() },
      { companyId, visitId: visitOf.location!, templateVersionId: version!.id },
    ]);
    const reports = (await myVisits(parentLogin.cookie, { customerId: location })).items;
    const completedAt = (id: string) => reports.find((v) => v.id === id)?.reportCompletedAt;
    expect(completedAt(visitOf.locationDone!)).toEqual(expect.any(String));
    expect(completedAt(visitOf.location!)).toBeNull();

    const pdf = (cookie: string, visitId: string) =>
      t.app.inject({ method: 'GET', url: `/reports/${visitId}/preview.pdf`, headers: { cookie } });
    const own = await pdf(parentLogin.cookie, visitOf.locationDone!);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('application/pdf');
    expect((await pdf(parentLogin.cookie, visitOf.location!)).statusCode).toBe(404);
    expect((await pdf(strangerLogin.cookie, visitOf.locationDone!)).statusCode).toBe(404);
    expect((await pdf(otherCompanyLogin.cookie, visitOf.locationDone!)).statusCode).toBe(404);
  });

  it('is for customer logins only: staff are refused', async () => {
    const demoAdmin = await signIn(t.app, 'admin@demo.dk');
    expect(errorCode(await graphql(t.app, demoAdmin, myCustomersQuery))).toBe('FORBIDDEN');
    expect(errorCode(await graphql(t.app, admin.cookie, myVisitsQuery, {}))).toBe('FORBIDDEN');
  });
});
