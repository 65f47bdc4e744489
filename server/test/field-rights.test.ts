import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLoginCustomerId } from '../src/db/seed/demo.ts';
import { customers, users, visits } from '../src/db/tables/index.ts';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';

/** Issue #12, defect 6: writing a field needs the right to see it; a customer's login is the administrator's. */
const seed = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
const madsId = seed(2);
const sofieId = seed(3);
const customerId = seed(201);

const visitFields = 'id version price totalPrice description';
const createVisit = `mutation ($input: VisitInput!) { createVisit(input: $input) { ${visitFields} } }`;
const updateVisit = `mutation ($id: ID!, $version: Int!, $input: VisitInput!) { updateVisit(id: $id, version: $version, input: $input) { ${visitFields} } }`;
const createCustomer = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { id allowedToLogin } }`;
const updateCustomer = `mutation ($id: ID!, $version: Int!, $input: CustomerInput!) { updateCustomer(id: $id, version: $version, input: $input) { id email allowedToLogin version } }`;

const refusal = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe.each(backends)('field-level rights on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let mads: string;
  let sofie: string;
  const created: string[] = [];
  const setPricesFlag = (userId: string, on: boolean) =>
    t.database.db.update(users).set({ showPricesForTechnician: on }).where(eq(users.id, userId));
  const storedPrices = async (id: string) => {
    const [row] = await t.database.db
      .select({ price: visits.price, totalPrice: visits.totalPrice })
      .from(visits)
      .where(eq(visits.id, id));
    return row;
  };
  const pricedVisitOfMads = async () => {
    const r = await graphql(t.app, admin, createVisit, {
      // The typed total is ignored: the server's is the price plus the lines (none here).
      input: { customerId, employeeIds: [madsId], description: 'Med pris', price: 125000, totalPrice: 150000 },
    });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    created.push(r.data!.createVisit.id);
    return r.data!.createVisit as { id: string; version: number };
  };
  const loginCustomer = async () => {
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, demoLoginCustomerId));
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
    mads = await signIn(t.app, 'tekniker@demo.dk');
    sofie = await signIn(t.app, 'sofie@demo.dk');
  });
  afterAll(async () => {
    if (created.length) await t?.database.db.delete(visits).where(inArray(visits.id, created));
    await t?.close();
  });

  describe('visit prices', () => {
    it('refuses a technician without showPricesForTechnician writing a price on his own visit; the price stays', async () => {
      const visit = await pricedVisitOfMads();
      for (const [input, field] of [
        [{ price: 1 }, 'input.price'],
        [{ totalPrice: 1 }, 'input.totalPrice'],
        [{ price: null }, 'input.price'],
        [{ price: 125000 }, 'input.price'],
      ] as const) {
        const r = await graphql(t.app, mads, updateVisit, { id: visit.id, version: visit.version, input });
        expect(refusal(r), JSON.stringify(input)).toMatchObject({
          code: 'BAD_USER_INPUT',
          field,
          reason: 'visit.priceNotAllowed',
        });
      }
      expect(await storedPrices(visit.id)).toEqual({ price: 125000, totalPrice: 125000 });
    });

    it('lets him save the rest of the form, the price untouched and still hidden from him', async () => {
      const visit = await pricedVisitOfMads();
      const r = await graphql(t.app, mads, updateVisit, {
        id: visit.id,
        version: visit.version,
        input: { description: 'Mads retter' },
      });
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      expect(r.data!.updateVisit).toMatchObject({ description: 'Mads retter', price: null, totalPrice: null });
      expect(await storedPrices(visit.id)).toEqual({ price: 125000, totalPrice: 125000 });
    });

    it('refuses a price on a new visit by an employee without the flag, and accepts null', async () => {
      const input = { customerId, employeeIds: [sofieId], description: 'Sofie opretter' };
      const priced = await graphql(t.app, sofie, createVisit, { input: { ...input, totalPrice: 9900 } });
      expect(refusal(priced)).toMatchObject({ field: 'input.totalPrice', reason: 'visit.priceNotAllowed' });
      const unpriced = await graphql(t.app, sofie, createVisit, { input: { ...input, price: null } });
      expect(unpriced.errors, JSON.stringify(unpriced.errors)).toBeUndefined();
      created.push(unpriced.data!.createVisit.id);
    });

    it('lets a technician with showPricesForTechnician write the price', async () => {
      const visit = await pricedVisitOfMads();
      await setPricesFlag(madsId, true);
      try {
        const r = await graphql(t.app, mads, updateVisit, {
          id: visit.id,
          version: visit.version,
          input: { price: 99000 },
        });
        expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
        expect(r.data!.updateVisit.price).toBe(99000);
      } finally {
        await setPricesFlag(madsId, false);
      }
      // The total follows the price (the visit has no lines).
      expect(await storedPrices(visit.id)).toEqual({ price: 99000, totalPrice: 99000 });
    });
  });

  describe("a customer's login fields", () => {
    it("refuses a technician changing the email of a customer with a login; the login's email stays", async () => {
      const before = await loginCustomer();
      const r = await graphql(t.app, mads, updateCustomer, {
        id: before.id,
        version: before.version,
        input: { email: 'overtaget@example.com' },
      });
      expect(refusal(r)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'input.email',
        reason: 'customer.loginFieldsAdminOnly',
      });
      const [login] = await t.database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.customerId, before.id));
      expect(login!.email).toBe('kunde@demo.dk');
      expect((await loginCustomer()).email).toBe(before.email);
    });

    it('refuses a technician setting allowedToLogin, on an update and on a new customer', async () => {
      const before = await loginCustomer();
      const r = await graphql(t.app, mads, updateCustomer, {
        id: before.id,
        version: before.version,
        input: { allowedToLogin: false },
      });
      expect(refusal(r)).toMatchObject({ field: 'input.allowedToLogin', reason: 'customer.loginFieldsAdminOnly' });
      expect((await loginCustomer()).allowedToLogin).toBe(true);
      const created = await graphql(t.app, mads, createCustomer, {
        input: { firstName: 'Ny', lastName: 'Kunde', allowedToLogin: true },
      });
      expect(refusal(created)).toMatchObject({
        field: 'input.allowedToLogin',
        reason: 'customer.loginFieldsAdminOnly',
      });
    });

    it("lets a technician save the customer's other fields (the login fields sent unchanged)", async () => {
      const before = await loginCustomer();
      const r = await graphql(t.app, mads, updateCustomer, {
        id: before.id,
        version: before.version,
        input: { email: before.email, allowedToLogin: true, notes: 'Ring før besøg' },
      });
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    });

    it("lets the administrator change them, the login's email following", async () => {
      const before = await loginCustomer();
      const changed = await graphql(t.app, admin, updateCustomer, {
        id: before.id,
        version: before.version,
        input: { email: 'mette.ny@example.com', allowedToLogin: false },
      });
      expect(changed.errors, JSON.stringify(changed.errors)).toBeUndefined();
      expect(changed.data!.updateCustomer).toMatchObject({ email: 'mette.ny@example.com', allowedToLogin: false });
      const [login] = await t.database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.customerId, before.id));
      expect(login!.email).toBe('mette.ny@example.com');
      const back = await graphql(t.app, admin, updateCustomer, {
        id: before.id,
        version: changed.data!.updateCustomer.version,
        input: { email: before.email, allowedToLogin: true },
      });
      expect(back.errors, JSON.stringify(back.errors)).toBeUndefined();
    });
  });
});
