import { eq } from 'drizzle-orm';
import { addMonths, dateString, localParts, parseDate } from '@servio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, otherCompanyId } from '../src/db/seed/demo.ts';
import { demoEquipmentIds } from '../src/db/seed/demo-equipment.ts';
import { companies, customers } from '../src/db/tables/index.ts';
import { createCustomer, createPerson, type CreatedPerson } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';

/** The customer portal's equipment (issue #20): a customer's login's units, their next service and its status. */

const myMaterialsQuery = `query ($search: String, $offset: Int, $limit: Int) {
  myMaterials(search: $search, offset: $offset, limit: $limit) {
    totalCount
    items { id name model category serialNumber placement customerId address { streetAddress zipcode city }
      lastServiceOn nextServiceOn serviceStatus }
  }
}`;
const createMaterial = `mutation ($input: MaterialInput!) { createMaterial(input: $input) { id } }`;
const archiveMaterial = `mutation ($id: ID!) { archiveMaterial(id: $id) { id } }`;
/** The seeded Anden Firma customer with the other company's unit (GN-12-7781). */
const andenCustomerId = '5eed0000-0000-4000-8000-000000000600';

interface MyMaterial {
  id: string;
  name: string | null;
  model: string;
  category: string;
  serialNumber: string | null;
  customerId: string;
  address: { streetAddress: string | null; zipcode: string | null; city: string | null };
  nextServiceOn: string | null;
  serviceStatus: string;
}

const today = () => dateString(localParts(new Date()).days);
const daysFrom = (date: string, days: number) => dateString(parseDate(date) + days);

describe.each(backends)('the customer portal equipment on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let parent: { id: string; login: CreatedPerson };
  let location: { id: string; login: CreatedPerson };
  let other: { id: string; login: CreatedPerson };
  let anden: CreatedPerson;
  const units: Record<string, string> = {};
  let serial = 0;

  const ok = async (cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await graphql(t.app, cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as AnyData;
  };
  const mine = async (cookie: string, variables: Record<string, unknown> = {}) =>
    (await ok(cookie, myMaterialsQuery, variables)).myMaterials as { totalCount: number; items: MyMaterial[] };
  const serialsOf = async (cookie: string) => (await mine(cookie)).items.map((m) => m.serialNumber);
  const unit = async (key: string, customerId: string, input: Record<string, unknown> = {}) => {
    const serialNumber = `PORTAL-${backend}-${++serial}-${key}`;
    const created = await ok(admin, createMaterial, {
      input: { productId: demoEquipmentIds.heatPumpProduct, serialNumber, customerId, ...input },
    });
    units[key] = serialNumber;
    return created.createMaterial.id as string;
  };
  const setCompany = (companyId: string, values: Partial<typeof companies.$inferInsert>) =>
    t.database.db.update(companies).set(values).where(eq(companies.id, companyId));
  const customerWithLogin = async (overrides: Record<string, unknown> = {}) => {
    const id = (await createCustomer(t, admin, { allowedToLogin: true, ...overrides })).id;
    return { id, login: await createPerson(t, { companyId: demoCompanyId, role: 'customer', customerId: id }) };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
    // A location is made under its parent only while the hierarchy is on.
    await setCompany(demoCompanyId, { enableCustomerHierarchy: true });
    parent = await customerWithLogin({
      companyName: 'Kæden A/S',
      address: { streetAddress: 'Hovedgaden 1', zipcode: '2100', city: 'København Ø' },
    });
    location = await customerWithLogin({ companyName: 'Kæden Butik 1', parentCustomerId: parent.id });
    other = await customerWithLogin();
    await setCompany(demoCompanyId, { enableCustomerHierarchy: false });

    const now = today();
    // The product's interval is 12 months: each last service puts the next one where the test wants it.
    await unit('ok', parent.id, { name: 'Stuens varmepumpe', lastServiceOn: addMonths(now, -1) });
    await unit('overdue', parent.id, { lastServiceOn: addMonths(now, -13) });
    await unit('dueSoon', parent.id, {
      lastServiceOn: daysFrom(addMonths(now, -12), 10),
      address: { streetAddress: 'Lagervej 9', zipcode: '2600', city: 'Glostrup' },
    });
    await unit('none', parent.id, { serviceActive: false });
    const archived = await unit('archived', parent.id, { lastServiceOn: addMonths(now, -2) });
    await ok(admin, archiveMaterial, { id: archived });
    await unit('location', location.id, { lastServiceOn: addMonths(now, -3) });
    await unit('other', other.id, { lastServiceOn: addMonths(now, -4) });

    await setCompany(otherCompanyId, { showMaterials: true, allowCustomerLogin: true });
    await t.database.db.update(customers).set({ allowedToLogin: true }).where(eq(customers.id, andenCustomerId));
    anden = await createPerson(t, { companyId: otherCompanyId, role: 'customer', customerId: andenCustomerId });
  });
  afterAll(async () => t?.close());

  it("lists the login's unarchived units, soonest next service first and none last, with the customer's status", async () => {
    const page = await mine(parent.login.cookie);
    expect(page.totalCount).toBe(4);
    expect(page.items.map((m) => [m.serialNumber, m.serviceStatus])).toEqual([
      [units.overdue, 'overdue'],
      [units.dueSoon, 'dueSoon'],
      [units.ok, 'ok'],
      [units.none, 'none'],
    ]);
    const [overdue, dueSoon, ok] = page.items;
    expect(ok).toMatchObject({
      name: 'Stuens varmepumpe',
      model: 'Etherea NZ25',
      category: 'Varmepumper',
      customerId: parent.id,
      nextServiceOn: addMonths(addMonths(today(), -1), 12),
      // No fixed address: its customer's.
      address: { streetAddress: 'Hovedgaden 1', zipcode: '2100', city: 'København Ø' },
    });
    expect(dueSoon!.address).toEqual({ streetAddress: 'Lagervej 9', zipcode: '2600', city: 'Glostrup' });
    expect(overdue!.nextServiceOn! < today()).toBe(true);
    expect(page.items[3]!.nextServiceOn).toBeNull();
  });

  it('searches and pages like the office list', async () => {
    expect((await mine(parent.login.cookie, { search: 'varmepumpe stuens' })).items.map((m) => m.serialNumber)).toEqual(
      [units.ok],
    );
    expect((await mine(parent.login.cookie, { search: units.dueSoon })).totalCount).toBe(1);
    const second = await mine(parent.login.cookie, { offset: 2, limit: 2 });
    expect(second.totalCount).toBe(4);
    expect(second.items.map((m) => m.serialNumber)).toEqual([units.ok, units.none]);
    const past = await mine(parent.login.cookie, { offset: 10, limit: 2 });
    expect(past).toEqual({ totalCount: 4, items: [] });
  });

  it("shows another customer of the company only its own units, never the first one's", async () => {
    expect(await serialsOf(other.login.cookie)).toEqual([units.other]);
    expect(await serialsOf(location.login.cookie)).toEqual([units.location]);
  });

  describe('with enableCustomerHierarchy', () => {
    beforeAll(() => setCompany(demoCompanyId, { enableCustomerHierarchy: true }));
    afterAll(() => setCompany(demoCompanyId, { enableCustomerHierarchy: false }));

    it("gives the parent its locations' units too; a location never its parent's", async () => {
      const page = await mine(parent.login.cookie);
      expect(page.totalCount).toBe(5);
      expect(page.items.find((m) => m.serialNumber === units.location)?.customerId).toBe(location.id);
      expect(await serialsOf(location.login.cookie)).toEqual([units.location]);
      expect(await serialsOf(other.login.cookie)).toEqual([units.other]);
    });
  });

  it('keeps the parent to its own units while the hierarchy is off', async () => {
    expect(await serialsOf(parent.login.cookie)).not.toContain(units.location);
  });

  it("keeps each company's units to its own customers", async () => {
    expect(await serialsOf(anden.cookie)).toEqual(['GN-12-7781']);
    expect(await serialsOf(parent.login.cookie)).not.toContain('GN-12-7781');
  });

  it('is an empty page while the company does not show materials', async () => {
    await setCompany(demoCompanyId, { showMaterials: false });
    try {
      expect(await mine(parent.login.cookie)).toEqual({ totalCount: 0, items: [] });
    } finally {
      await setCompany(demoCompanyId, { showMaterials: true });
    }
    expect((await mine(parent.login.cookie)).totalCount).toBe(4);
  });

  it('is refused to staff: the office has its own list', async () => {
    for (const email of ['admin@demo.dk', 'tekniker@demo.dk', 'leverandor@demo.dk']) {
      const result = await graphql(t.app, await signIn(t.app, email), myMaterialsQuery);
      expect(errorCode(result)).toBe('FORBIDDEN');
    }
  });
});
