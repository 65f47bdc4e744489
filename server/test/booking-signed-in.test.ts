import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, companies, customers, mailMessages, sessions } from '../src/db/tables/index.ts';
import { demoCompanyId, demoLoginCustomerId, otherCompanyId } from '../src/db/seed/demo.ts';
import { demoBookingIds } from '../src/db/seed/demo-bookings.ts';
import { createPerson } from './factories.ts';
import { backends, createTestApp, signIn, type TestApp } from './harness.ts';

// The booking page for a customer signed in to the app (docs/decisions/0034-bookings.md "Signed in"): the customer's
// login of the page's company is known, every other cookie leaves the page anonymous, and a POST acting on the
// session must come from the page's own origin.

const demoHost = 'book.demoservice.dk';
const demoOrigin = `http://${demoHost}`;

interface Slot {
  start: string;
  end: string;
}

describe.each(backends)('the booking page signed in on %s', (backend) => {
  let t: TestApp;
  let mette: string;
  let staff: string;
  let otherCustomer: { id: string; cookie: string };
  let addressCounter = 0;
  const newAddress = () => `10.34.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

  beforeAll(async () => {
    t = await createTestApp(backend);
    mette = await signIn(t.app, 'kunde@demo.dk');
    staff = await signIn(t.app, 'admin@demo.dk');
    // Anden Firma lets its customer Tina Ravn log in: a customer's login, of another company.
    await t.database.db.update(companies).set({ allowCustomerLogin: true }).where(eq(companies.id, otherCompanyId));
    const [tina] = await t.database.db
      .update(customers)
      .set({ allowedToLogin: true })
      .where(and(eq(customers.companyId, otherCompanyId), eq(customers.firstName, 'Tina')))
      .returning({ id: customers.id });
    const login = await createPerson(t, { companyId: otherCompanyId, role: 'customer', customerId: tina!.id });
    otherCustomer = { id: tina!.id, cookie: login.cookie };
  });
  afterAll(async () => {
    await t?.close();
  });

  function get(url: string, cookie?: string, host = demoHost) {
    return t.app.inject({
      method: 'GET',
      url,
      headers: { host, ...(cookie ? { cookie } : {}) },
      remoteAddress: newAddress(),
    });
  }
  /** A POST as the page's own fetch sends it: JSON, from its own origin. */
  function post(url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        host: demoHost,
        origin: demoOrigin,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: newAddress(),
    });
  }

  /** The first free time as of now: each booking takes the one the bookings before it left. */
  async function freeSlot(): Promise<Slot> {
    const response = await get(`/book/api/slots?service=${demoBookingIds.windowCleaning}&zipcode=2100&days=14`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { slots: Slot[] }).slots[0]!;
  }

  /** What the page sends besides the contact details (no live hold is needed while the time is free). */
  const booking = async (over: Record<string, unknown> = {}) => {
    const slot = await freeSlot();
    return {
      holdToken: 'never-held',
      serviceId: demoBookingIds.windowCleaning,
      zipcode: '2100',
      start: slot.start,
      acceptTerms: true,
      language: 'da',
      idempotencyKey: randomUUID(),
      website: '',
      ...over,
    };
  };
  const typed = () => ({
    name: 'Anna Bruun',
    email: `anna.${randomUUID().slice(0, 8)}@example.dk`,
    phone: `+45 2${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    streetAddress: 'Østerbrogade 1',
    city: 'København Ø',
  });

  const bookingByKey = async (key: string) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.idempotencyKey, key)))[0];
  const customerCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(customers))[0]!.n;
  const bookingCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n;
  const metteRecord = async () =>
    (await t.database.db.select().from(customers).where(eq(customers.id, demoLoginCustomerId)))[0]!;

  /** The anonymous flow: the typed email's customer (new here), never the cookie's. */
  async function expectAnonymousBooking(cookie: string) {
    const contact = typed();
    const body = await booking(contact);
    const response = await post('/book/api/bookings', body, cookie);
    expect(response.statusCode, response.body).toBe(201);
    const row = await bookingByKey(body.idempotencyKey);
    const [made] = await t.database.db.select().from(customers).where(eq(customers.email, contact.email));
    expect(made).toMatchObject({ companyId: demoCompanyId, firstName: 'Anna', lastName: 'Bruun' });
    expect(row!.customerId).toBe(made!.id);
  }

  describe("the site's read", () => {
    it("names the signed-in customer with its customer record's details; the anonymous answer is unchanged", async () => {
      const record = await metteRecord();
      const signedIn = await get('/book/api/site', mette);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().signedIn).toEqual({
        name: 'Mette Andersen',
        email: record.email,
        phone: record.phoneNumber,
        streetAddress: record.streetAddress,
        zipcode: record.zipcode,
        city: record.city,
      });
      const anonymous = (await get('/book/api/site')).json();
      expect(anonymous).not.toHaveProperty('signedIn');
      expect({ ...signedIn.json(), signedIn: undefined }).toEqual({ ...anonymous, signedIn: undefined });
    });

    it("finds the customer's own company on the app's host without a slug (the portal's /book link)", async () => {
      const own = await get('/book/api/site', mette, 'localhost:3000');
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().company.name).toBe('Demo Service ApS');
      expect(own.json().signedIn.name).toBe('Mette Andersen');
      const slotsThere = await get(
        `/book/api/slots?service=${demoBookingIds.windowCleaning}&zipcode=2100&days=1`,
        mette,
        'localhost:3000',
      );
      expect(slotsThere.statusCode, slotsThere.body).toBe(200);
      // Staff and visitors still need the host or the slug.
      for (const cookie of [staff, undefined]) {
        const response = await get('/book/api/site', cookie, 'localhost:3000');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'booking_off' });
      }
    });
  });

  describe('the booking', () => {
    it('links the signed-in customer’s booking to its own customer even with another email typed', async () => {
      const customersBefore = await customerCount();
      const contact = typed();
      const body = await booking(contact);
      const response = await post('/book/api/bookings', body, mette, { 'sec-fetch-site': 'same-origin' });
      expect(response.statusCode, response.body).toBe(201);
      const row = await bookingByKey(body.idempotencyKey);
      expect(row).toMatchObject({
        customerId: demoLoginCustomerId,
        name: 'Anna Bruun',
        email: contact.email,
        streetAddress: 'Østerbrogade 1',
        zipcode: '2100',
        source: 'bookingPage',
      });
      // No customer matched by the typed email and none made.
      expect(await customerCount()).toBe(customersBefore);
      const [receipt] = await t.database.db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.toAddress, contact.email));
      expect(receipt!.customerId).toBe(demoLoginCustomerId);
    });

    it("takes the customer record's contact details where the body leaves them out", async () => {
      const record = await metteRecord();
      // Left out three ways: missing (undefined is not sent), blank and null.
      const body = { ...(await booking()), zipcode: undefined, streetAddress: '  ', city: null };
      const response = await post('/book/api/bookings', body, mette);
      expect(response.statusCode, response.body).toBe(201);
      expect(await bookingByKey(body.idempotencyKey)).toMatchObject({
        customerId: demoLoginCustomerId,
        name: 'Mette Andersen',
        email: record.email,
        phoneNumber: record.phoneNumber,
        streetAddress: record.streetAddress,
        zipcode: record.zipcode,
        city: record.city,
      });
    });

    it('treats a customer login of another company as a visitor', async () => {
      // The page's company is the host's, else the slug's; either wins over the login's own.
      for (const [url, host] of [
        ['/book/api/site', demoHost],
        ['/book/api/site?company=demo', 'localhost:3000'],
      ] as const) {
        const site = (await get(url, otherCustomer.cookie, host)).json();
        expect(site.company.name).toBe('Demo Service ApS');
        expect(site).not.toHaveProperty('signedIn');
      }
      const left = await post('/book/api/bookings', await booking(), otherCustomer.cookie);
      expect(left.statusCode).toBe(400);
      expect(left.json().fields).toMatchObject({ name: 'required', email: 'required' });
      await expectAnonymousBooking(otherCustomer.cookie);
      expect(await t.database.db.select().from(bookings).where(eq(bookings.customerId, otherCustomer.id))).toEqual([]);
    });

    it("treats a staff session as a visitor: nothing filled in, the typed email's customer", async () => {
      expect((await get('/book/api/site', staff)).json()).not.toHaveProperty('signedIn');
      const left = await post('/book/api/bookings', await booking(), staff);
      expect(left.statusCode).toBe(400);
      expect(left.json().fields).toMatchObject({ name: 'required', email: 'required', phone: 'required' });
      await expectAnonymousBooking(staff);
    });

    it('treats an expired, ended, forged or garbage cookie as no cookie, never failing on it', async () => {
      const expired = await signIn(t.app, 'kunde@demo.dk');
      const claims = JSON.parse(Buffer.from(expired.split('.')[1]!, 'base64url').toString()) as { jti: string };
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(sessions.jti, claims.jti));
      const ended = await signIn(t.app, 'kunde@demo.dk');
      const logout = await t.app.inject({ method: 'POST', url: '/logout', headers: { cookie: ended } });
      expect(logout.statusCode).toBeLessThan(400);
      const forged = await new SignJWT({ cid: demoCompanyId, imp: false, gen: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('5eed0000-0000-4000-8000-000000000010')
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('not the server key'));
      for (const cookie of [expired, ended, `jwt=${forged}`, 'jwt=garbage', 'jwt=%E0%A4%A', 'jwt=']) {
        const site = await get('/book/api/site', cookie);
        expect(site.statusCode, `${cookie}: ${site.body}`).toBe(200);
        expect(site.json()).not.toHaveProperty('signedIn');
        await expectAnonymousBooking(cookie);
      }
    });
  });

  describe('CSRF', () => {
    it("refuses a cross-site POST with the customer's cookie and stores nothing", async () => {
      const before = await bookingCount();
      const attempts: Record<string, string>[] = [
        // What a form or a no-cors fetch on another site can send: never parsed (the app's own defence).
        { 'content-type': 'text/plain', origin: 'https://evil.example' },
        { 'content-type': 'text/plain; application/json', origin: 'https://evil.example' },
        // JSON a browser would only send after a preflight, which is never granted; refused all the same.
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site', origin: 'https://shop.demoservice.dk' },
      ];
      for (const headers of attempts) {
        const response = await post('/book/api/bookings', JSON.stringify(await booking(typed())), mette, headers);
        const expected = headers['content-type'] ? [415, { error: 'invalid' }] : [403, { error: 'cross_site' }];
        expect([response.statusCode, response.json()], JSON.stringify(headers)).toEqual(expected);
      }
      expect(await bookingCount()).toBe(before);
    });

    it('leaves the anonymous flow as it was: a cross-site POST without a customer’s session is not refused', async () => {
      const body = await booking(typed());
      const response = await post('/book/api/bookings', body, staff, { origin: 'https://evil.example' });
      expect(response.statusCode, response.body).toBe(201);
      expect((await bookingByKey(body.idempotencyKey))!.customerId).not.toBe(demoLoginCustomerId);
    });
  });
});
