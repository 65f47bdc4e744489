import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingHolds,
  bookings,
  companies,
  customers,
  mailMessages,
  notifications,
  users,
  waitlistEntries,
} from '../src/db/tables/index.ts';
import { demoCompanyId, otherCompanyId } from '../src/db/seed/demo.ts';
import { demoBookingIds } from '../src/db/seed/demo-bookings.ts';
import { backends, createTestApp, type TestApp } from './harness.ts';

const demoHost = 'book.demoservice.dk';
const otherHost = 'book.andenfirma.dk';

interface Slot {
  start: string;
  end: string;
}

describe.each(backends)('the public booking API on %s', (backend) => {
  let t: TestApp;
  // Each test sends from addresses of its own, so the per-address limits (the contract's) count only its requests.
  let addressCounter = 0;
  const newAddress = () => `10.19.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, { host = demoHost, ip = newAddress() }: { host?: string; ip?: string } = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host }, remoteAddress: ip });
  const post = (
    url: string,
    payload: unknown,
    { host = demoHost, ip = newAddress() }: { host?: string; ip?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
      remoteAddress: ip,
    });

  async function freeSlots(service: string = demoBookingIds.windowCleaning, days = 14): Promise<Slot[]> {
    const response = await get(`/book/api/slots?service=${service}&zipcode=2100&days=${days}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { slots: Slot[] }).slots;
  }

  // A number no demo customer has, so a booking matches by phone only where a test means it to.
  const uniquePhone = () => `+45 2${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

  const visitor = (over: Record<string, unknown> = {}) => ({
    name: 'Anna Bruun',
    email: `anna.${randomUUID().slice(0, 8)}@example.dk`,
    phone: uniquePhone(),
    streetAddress: 'Østerbrogade 1',
    city: 'København Ø',
    message: 'Ring på døren',
    acceptTerms: true,
    language: 'da',
    idempotencyKey: randomUUID(),
    website: '',
    ...over,
  });

  async function hold(slot: Slot, service: string = demoBookingIds.windowCleaning, ip = newAddress()) {
    const response = await post('/book/api/holds', { serviceId: service, zipcode: '2100', start: slot.start }, { ip });
    return response;
  }

  const count = async (table: typeof bookings | typeof customers | typeof mailMessages | typeof waitlistEntries) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  describe('host routing', () => {
    it("answers each company's host with only its own services", async () => {
      const demo = await get('/book/api/site');
      expect(demo.statusCode).toBe(200);
      expect(demo.headers['cache-control']).toBe('no-store');
      const site = demo.json();
      expect(site.company).toEqual({ name: 'Demo Service ApS' });
      expect(site.languages).toEqual(['da', 'en']);
      expect(site.termsUrl).toBe('https://demoservice.dk/handelsbetingelser');
      expect(site.waitlist).toBe(true);
      expect(site.services.map((s: { name: string }) => s.name)).toEqual(['Skadedyrsinspektion', 'Vinduespudsning']);
      expect(site.services.find((s: { id: string }) => s.id === demoBookingIds.windowCleaning)).toEqual({
        id: demoBookingIds.windowCleaning,
        name: 'Vinduespudsning',
        description: 'Udvendig og indvendig pudsning af op til 15 vinduer.',
        minutes: 60,
        price: 45_000,
      });

      const other = (await get('/book/api/site', { host: otherHost })).json();
      expect(other.company.name).toBe('Anden Firma ApS');
      expect(other.services.map((s: { name: string }) => s.name)).toEqual(['Vinduespolering Aarhus']);
      expect(JSON.stringify(other)).not.toContain('Vinduespudsning');
    });

    it('ignores the case and the port of the host', async () => {
      const response = await get('/book/api/site', { host: 'Book.DemoService.dk:8443' });
      expect(response.json().company.name).toBe('Demo Service ApS');
    });

    it('finds the company by ?company=<slug> where the host is nobody’s, and the host wins over a slug', async () => {
      const bySlug = await get('/book/api/site?company=anden', { host: 'localhost:3000' });
      expect(bySlug.json().company.name).toBe('Anden Firma ApS');
      const hostWins = await get('/book/api/site?company=anden', { host: demoHost });
      expect(hostWins.json().company.name).toBe('Demo Service ApS');
    });

    it('is 404 booking_off for an unknown host or slug and for a company whose flow is off', async () => {
      for (const url of ['/book/api/site', '/book/api/site?company=nobody', '/book/api/postcode?zipcode=2100']) {
        const response = await get(url, { host: 'localhost' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'booking_off' });
      }
      await t.database.db.update(companies).set({ bookingflowactive: false }).where(eq(companies.id, otherCompanyId));
      try {
        for (const request of [
          get('/book/api/site', { host: otherHost }),
          get('/book/api/site?company=anden', { host: 'localhost' }),
          post('/book/api/callbacks', { name: 'X', phone: '20304050', zipcode: '8000' }, { host: otherHost }),
        ]) {
          const response = await request;
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ error: 'booking_off' });
        }
      } finally {
        await t.database.db.update(companies).set({ bookingflowactive: true }).where(eq(companies.id, otherCompanyId));
      }
    });

    it("never books another company's service on this company's host", async () => {
      const response = await get(`/book/api/slots?service=${demoBookingIds.otherWindowCleaning}&zipcode=2100`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'unknown_service' });
    });
  });

  describe('postcodes and slots', () => {
    it('says whether a postcode is in the area, and 400 invalid_zipcode when it is not four digits', async () => {
      expect((await get('/book/api/postcode?zipcode=2100')).json()).toEqual({ inArea: true });
      expect((await get('/book/api/postcode?zipcode=8000')).json()).toEqual({ inArea: false });
      expect((await get('/book/api/postcode?zipcode=8000', { host: otherHost })).json()).toEqual({ inArea: true });
      for (const zipcode of ['210', '21000', '21a0', '']) {
        const response = await get(`/book/api/postcode?zipcode=${zipcode}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'invalid_zipcode' });
      }
    });

    it('lists free times with start and end only, never naming an employee', async () => {
      const response = await get(`/book/api/slots?service=${demoBookingIds.windowCleaning}&zipcode=2100&days=14`);
      expect(response.statusCode).toBe(200);
      const { slots } = response.json() as { slots: Slot[] };
      expect(slots.length).toBeGreaterThan(0);
      for (const slot of slots) {
        expect(Object.keys(slot).sort()).toEqual(['end', 'start']);
        expect(new Date(slot.end).getTime() - new Date(slot.start).getTime()).toBe(60 * 60_000);
      }
      const staff = await t.database.db.select({ id: users.id }).from(users).where(eq(users.companyId, demoCompanyId));
      for (const { id } of staff) expect(response.body).not.toContain(id);
      expect(response.body).not.toMatch(/employee/i);
    });

    it('refuses a postcode outside the area, an unknown service and a range over 14 days', async () => {
      const outside = await get(`/book/api/slots?service=${demoBookingIds.windowCleaning}&zipcode=8000`);
      expect(outside.statusCode).toBe(400);
      expect(outside.json()).toEqual({ error: 'outside_area' });
      const unknown = await get(`/book/api/slots?service=${randomUUID()}&zipcode=2100`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'unknown_service' });
      const tooMany = await get(`/book/api/slots?service=${demoBookingIds.windowCleaning}&zipcode=2100&days=15`);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toEqual({ error: 'invalid', fields: { days: 'invalid' } });
      const badDay = await get(`/book/api/slots?service=${demoBookingIds.windowCleaning}&zipcode=2100&from=2026-02-31`);
      expect(badDay.json()).toEqual({ error: 'invalid', fields: { from: 'invalid' } });
    });
  });

  describe('holds and bookings', () => {
    it('holds a time and books it: the booking, a new customer, the receipt and the notification', async () => {
      const [slot] = await freeSlots();
      const held = await hold(slot!);
      expect(held.statusCode, held.body).toBe(201);
      const { holdToken, expiresAt } = held.json();
      expect(holdToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
      const input = visitor({
        holdToken,
        serviceId: demoBookingIds.windowCleaning,
        zipcode: '2100',
        start: slot!.start,
      });
      const response = await post('/book/api/bookings', input);
      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json();
      expect(answer).toEqual({
        reference: expect.stringMatching(/^[0-9A-F]{8}$/),
        start: slot!.start,
        end: slot!.end,
        serviceName: 'Vinduespudsning',
      });

      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.email, input.email));
      expect(row).toMatchObject({
        companyId: demoCompanyId,
        kind: 'booking',
        status: 'open',
        source: 'bookingPage',
        name: 'Anna Bruun',
        phoneNumber: input.phone.replaceAll(' ', ''),
        zipcode: '2100',
        language: 'da',
        productId: demoBookingIds.windowCleaning,
        idempotencyKey: input.idempotencyKey,
      });
      expect(row!.id.replaceAll('-', '').slice(0, 8).toUpperCase()).toBe(answer.reference);
      expect(row!.startsAt!.toISOString()).toBe(slot!.start);
      expect(row!.employeeId).not.toBeNull();
      // The hold is used up.
      expect(
        await t.database.db
          .select()
          .from(bookingHolds)
          .where(eq(bookingHolds.startsAt, new Date(slot!.start))),
      ).toEqual([]);

      const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, row!.customerId!));
      expect(customer).toMatchObject({
        companyId: demoCompanyId,
        firstName: 'Anna',
        lastName: 'Bruun',
        email: input.email,
        phoneNumber: input.phone.replaceAll(' ', ''),
        zipcode: '2100',
      });

      const [mail] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, input.email));
      expect(mail).toMatchObject({ companyId: demoCompanyId, emailType: 'bookingReceived', customerId: customer!.id });
      expect(mail!.subject).toBe('Vi har modtaget din booking – Demo Service ApS');
      expect(mail!.textBody).toContain('Hej Anna Bruun');
      expect(mail!.textBody).toContain('Vinduespudsning');
      expect(mail!.textBody).toContain(`Reference: ${answer.reference}`);
      expect(mail!.htmlBody).toBeNull();

      const notices = await t.database.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.kind, 'booking_received'), sql`${notifications.payload}->>'bookingId' = ${row!.id}`),
        );
      expect(notices.length).toBeGreaterThan(0);
      const admins = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, demoCompanyId), eq(users.role, 'administrator'), eq(users.active, true)));
      expect(notices.map((n) => n.userId).sort()).toEqual(admins.map((a) => a.id).sort());
    });

    it("matches the company's customer by email in any case, else by phone; mails in the visitor's language", async () => {
      const [known] = await t.database.db
        .select()
        .from(customers)
        .where(and(eq(customers.companyId, demoCompanyId), sql`${customers.email} like '%@%'`))
        .limit(1);
      const slots = await freeSlots();
      const byEmail = visitor({
        email: known!.email!.toUpperCase(),
        serviceId: demoBookingIds.windowCleaning,
        zipcode: '2100',
        start: slots[1]!.start,
        holdToken: (await hold(slots[1]!)).json().holdToken,
        language: 'en',
      });
      expect((await post('/book/api/bookings', byEmail)).statusCode).toBe(201);
      const [first] = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.idempotencyKey, byEmail.idempotencyKey));
      expect(first!.customerId).toBe(known!.id);
      const [mail] = await t.database.db
        .select()
        .from(mailMessages)
        // This booking's receipt: the demo has other mails to the same customer, and rows come in no set order.
        .where(
          and(eq(mailMessages.toAddress, known!.email!.toLowerCase()), eq(mailMessages.emailType, 'bookingReceived')),
        )
        .orderBy(desc(mailMessages.createdAt))
        .limit(1);
      expect(mail!.subject).toBe('We have received your booking – Demo Service ApS');

      const phoneCustomer = (
        await t.database.db
          .insert(customers)
          .values({ companyId: demoCompanyId, firstName: 'Per', phoneNumber: '+4531313131' })
          .returning()
      )[0]!;
      // The times as they are now: the first booking took its employee's time, which may have been the only one free
      // half an hour later (the demo's visits fill the others at some hours of the day).
      const [later] = await freeSlots();
      const byPhone = visitor({
        phone: '31 31 31 31',
        serviceId: demoBookingIds.windowCleaning,
        zipcode: '2100',
        start: later!.start,
        holdToken: (await hold(later!)).json().holdToken,
      });
      expect((await post('/book/api/bookings', byPhone)).statusCode).toBe(201);
      const [second] = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.idempotencyKey, byPhone.idempotencyKey));
      expect(second!.customerId).toBe(phoneCustomer.id);
    });

    it('never matches another company’s customer', async () => {
      const [foreign] = await t.database.db
        .insert(customers)
        .values({ companyId: otherCompanyId, firstName: 'Ulla', email: 'ulla@example.dk', phoneNumber: '+4529292929' })
        .returning();
      const [slot] = (await freeSlots()).slice(3);
      const input = visitor({
        email: foreign!.email!,
        phone: '29 29 29 29',
        serviceId: demoBookingIds.windowCleaning,
        zipcode: '2100',
        start: slot!.start,
        holdToken: (await hold(slot!)).json().holdToken,
      });
      expect((await post('/book/api/bookings', input)).statusCode).toBe(201);
      const [row] = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.idempotencyKey, input.idempotencyKey));
      const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, row!.customerId!));
      expect(customer!.companyId).toBe(demoCompanyId);
      expect(customer!.id).not.toBe(foreign!.id);
    });

    it('answers the same idempotency key with the first booking, storing one', async () => {
      const [slot] = (await freeSlots()).slice(4);
      const input = visitor({
        serviceId: demoBookingIds.windowCleaning,
        zipcode: '2100',
        start: slot!.start,
        holdToken: (await hold(slot!)).json().holdToken,
      });
      const first = await post('/book/api/bookings', input);
      const again = await post('/book/api/bookings', input);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      const rows = await t.database.db.select().from(bookings).where(eq(bookings.email, input.email));
      expect(rows).toHaveLength(1);
      const mails = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, input.email));
      expect(mails).toHaveLength(1);
    });

    it('refuses an email of the staff with 400 staffEmail and stores nothing', async () => {
      const [slot] = (await freeSlots()).slice(5);
      const { holdToken } = (await hold(slot!)).json();
      const before = await Promise.all([count(bookings), count(customers), count(mailMessages)]);
      const response = await post(
        '/book/api/bookings',
        visitor({
          email: 'Tekniker@Demo.dk',
          serviceId: demoBookingIds.windowCleaning,
          zipcode: '2100',
          start: slot!.start,
          holdToken,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid', fields: { email: 'staffEmail' } });
      expect(await Promise.all([count(bookings), count(customers), count(mailMessages)])).toEqual(before);
    });

    it('names each refused field with its reason', async () => {
      const response = await post('/book/api/bookings', {
        holdToken: 'x',
        serviceId: demoBookingIds.windowCleaning,
        zipcode: '2100',
        start: 'tomorrow',
        name: ' ',
        email: 'not-an-email',
        phone: '12',
        city: 'x'.repeat(101),
        acceptTerms: false,
        language: 'da',
        idempotencyKey: randomUUID(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid',
        fields: {
          start: 'invalid',
          name: 'required',
          email: 'invalid',
          phone: 'invalid',
          streetAddress: 'required',
          city: 'tooLong',
          acceptTerms: 'termsRequired',
        },
      });
    });

    it('refuses a body that is not JSON (the CSRF defence) with 415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/book/api/callbacks',
        headers: { host: demoHost, 'content-type': 'text/plain' },
        payload: 'name=x',
        remoteAddress: newAddress(),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: 'invalid' });
    });

    it('stores script in every text field as the text it is; the receipt is plain text', async () => {
      const script = '<script>alert("x")</script>';
      const [slot] = (await freeSlots()).slice(6);
      const input = visitor({
        name: `Eve ${script}`,
        streetAddress: `Vej 1 ${script}`,
        city: `By ${script}`,
        message: script,
        serviceId: demoBookingIds.windowCleaning,
        zipcode: '2100',
        start: slot!.start,
        holdToken: (await hold(slot!)).json().holdToken,
      });
      const response = await post('/book/api/bookings', input);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const [row] = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.idempotencyKey, input.idempotencyKey));
      expect(row).toMatchObject({
        name: `Eve ${script}`,
        streetAddress: `Vej 1 ${script}`,
        city: `By ${script}`,
        message: script,
      });
      const [mail] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, input.email));
      expect(mail!.htmlBody).toBeNull();
      expect(mail!.textBody).toContain(`Hej Eve ${script}`);
    });

    it('answers a filled honeypot as if booked and stores nothing', async () => {
      const [slot] = (await freeSlots()).slice(7);
      const { holdToken } = (await hold(slot!)).json();
      const before = await Promise.all([count(bookings), count(customers), count(mailMessages)]);
      const response = await post(
        '/book/api/bookings',
        visitor({
          website: 'http://spam.example',
          serviceId: demoBookingIds.windowCleaning,
          zipcode: '2100',
          start: slot!.start,
          holdToken,
        }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        reference: expect.stringMatching(/^[0-9A-F]{8}$/),
        start: slot!.start,
        end: slot!.end,
        serviceName: 'Vinduespudsning',
      });
      const callback = await post('/book/api/callbacks', {
        name: 'Bot',
        phone: '20304050',
        zipcode: '2100',
        language: 'da',
        idempotencyKey: randomUUID(),
        website: 'x',
      });
      expect(callback.statusCode).toBe(201);
      const waitlist = await post('/book/api/waitlist', {
        name: 'Bot',
        email: 'bot@example.dk',
        zipcode: '8000',
        language: 'da',
        idempotencyKey: randomUUID(),
        website: 'x',
      });
      expect(waitlist.json()).toEqual({ ok: true });
      expect(await Promise.all([count(bookings), count(customers), count(mailMessages)])).toEqual(before);
      expect(await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.name, 'Bot'))).toEqual([]);
    });

    it('books without a live hold while the time is still free', async () => {
      const [slot] = (await freeSlots()).slice(8);
      const first = visitor({ serviceId: demoBookingIds.windowCleaning, zipcode: '2100', start: slot!.start });
      const response = await post('/book/api/bookings', { ...first, holdToken: 'expired-or-never-held' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().start).toBe(slot!.start);
    });
  });

  describe('callbacks and the waitlist', () => {
    it('stores a "call me" with its receipt and notification', async () => {
      const input = {
        name: 'Bo Holm',
        phone: '40 40 40 40',
        email: `bo.${randomUUID().slice(0, 8)}@example.dk`,
        zipcode: '8000',
        message: 'Om vinduer',
        language: 'en',
        idempotencyKey: randomUUID(),
        website: '',
      };
      const response = await post('/book/api/callbacks', input);
      expect(response.statusCode, response.body).toBe(201);
      const { reference } = response.json();
      expect(reference).toMatch(/^[0-9A-F]{8}$/);
      const again = await post('/book/api/callbacks', input);
      expect(again.json()).toEqual({ reference });
      const rows = await t.database.db.select().from(bookings).where(eq(bookings.email, input.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'callback',
        status: 'open',
        phoneNumber: '+4540404040',
        zipcode: '8000',
        language: 'en',
        startsAt: null,
      });
      const [mail] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, input.email));
      expect(mail!.subject).toBe('We will call you – Demo Service ApS');
      expect(mail!.textBody).toContain('40 40 40 40');
      const notices = await t.database.db
        .select()
        .from(notifications)
        .where(sql`${notifications.payload}->>'bookingId' = ${rows[0]!.id}`);
      expect(notices.length).toBeGreaterThan(0);
    });

    it('puts a visitor on the waitlist, once per key; 404 waitlist_off while the company keeps none', async () => {
      const input = {
        zipcode: '8000',
        serviceId: demoBookingIds.windowCleaning,
        name: 'Ida Lund',
        email: 'ida.lund@example.dk',
        language: 'da',
        idempotencyKey: randomUUID(),
        website: '',
      };
      expect((await post('/book/api/waitlist', input)).statusCode).toBe(201);
      expect((await post('/book/api/waitlist', input)).json()).toEqual({ ok: true });
      const entries = await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, input.email));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ companyId: demoCompanyId, zipcode: '8000', productId: input.serviceId });

      await t.database.db.update(companies).set({ bookingWaitlist: false }).where(eq(companies.id, demoCompanyId));
      try {
        const off = await post('/book/api/waitlist', { ...input, idempotencyKey: randomUUID() });
        expect(off.statusCode).toBe(404);
        expect(off.json()).toEqual({ error: 'waitlist_off' });
        expect((await get('/book/api/site')).json().waitlist).toBe(false);
      } finally {
        await t.database.db.update(companies).set({ bookingWaitlist: true }).where(eq(companies.id, demoCompanyId));
      }
    });
  });

  describe('rate limits', () => {
    it('stores at most the limit of 1,000 rapid submissions from one address, then 429 with retry-after', async () => {
      const ip = '10.99.0.1';
      const name = `Flood ${randomUUID().slice(0, 8)}`;
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof post>> | undefined;
      for (let batch = 0; batch < 20; batch++) {
        const responses = await Promise.all(
          Array.from({ length: 50 }, () =>
            post(
              '/book/api/callbacks',
              { name, phone: '20304050', zipcode: '2100', language: 'da', idempotencyKey: randomUUID(), website: '' },
              { ip },
            ),
          ),
        );
        for (const r of responses) statuses.push(r.statusCode);
        refused ??= responses.find((r) => r.statusCode === 429);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(990);
      expect(refused!.json()).toEqual({ error: 'rate_limited', retryAfter: expect.any(Number) });
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused!.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(await t.database.db.select().from(bookings).where(eq(bookings.name, name))).toHaveLength(10);
      // Another address is not held by it.
      const other = await post('/book/api/callbacks', {
        name,
        phone: '20304050',
        zipcode: '2100',
        language: 'da',
        idempotencyKey: randomUUID(),
      });
      expect(other.statusCode).toBe(201);
    });

    it('limits reads to 120 a minute per address', async () => {
      const ip = '10.99.0.2';
      for (let i = 0; i < 120; i++) {
        expect((await get('/book/api/postcode?zipcode=2100', { ip })).statusCode).toBe(200);
      }
      const refused = await get('/book/api/postcode?zipcode=2100', { ip });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    });
  });

  describe('an app with a built web and small limits (an option of the app)', () => {
    let small: TestApp;
    let webDist: string;
    beforeAll(async () => {
      webDist = mkdtempSync(path.join(tmpdir(), 'servio-book-'));
      writeFileSync(path.join(webDist, 'index.html'), '<title>app</title>');
      writeFileSync(path.join(webDist, 'book.html'), '<title>book</title>');
      small = await createTestApp(
        backend,
        { webDist },
        { bookingRateLimits: { postsPerAddress: 2, postsPerCompany: 3 } },
      );
    });
    afterAll(async () => {
      await small?.close();
      rmSync(webDist, { recursive: true, force: true });
    });

    it('serves the booking page on /book and below, but never for /book/api', async () => {
      for (const url of ['/book', '/book?company=demo', '/book/step/2']) {
        const page = await small.app.inject({ method: 'GET', url, headers: { host: demoHost } });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toBe('<title>book</title>');
      }
      expect((await small.app.inject({ method: 'GET', url: '/bookings' })).body).toBe('<title>app</title>');
      const api = await small.app.inject({ method: 'GET', url: '/book/api/nothing', headers: { host: demoHost } });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: 'not_found' });
    });

    const callback = (ip: string, host = demoHost) =>
      small.app.inject({
        method: 'POST',
        url: '/book/api/callbacks',
        headers: { host, 'content-type': 'application/json' },
        payload: JSON.stringify({
          name: 'Lille',
          phone: '20304050',
          zipcode: '2100',
          language: 'da',
          idempotencyKey: randomUUID(),
        }),
        remoteAddress: ip,
      });

    it('refuses an address over its limit, and a company over its own whoever sends', async () => {
      expect((await callback('10.50.0.1')).statusCode).toBe(201);
      expect((await callback('10.50.0.1')).statusCode).toBe(201);
      const overAddress = await callback('10.50.0.1');
      expect(overAddress.statusCode).toBe(429);
      expect(overAddress.json().error).toBe('rate_limited');
      // The refused third did not count against the company: one more address gets the company's third.
      expect((await callback('10.50.0.2')).statusCode).toBe(201);
      const overCompany = await callback('10.50.0.3');
      expect(overCompany.statusCode).toBe(429);
      expect(Number(overCompany.headers['retry-after'])).toBeGreaterThan(600);
      // Another company counts on its own.
      expect((await callback('10.50.0.4', otherHost)).statusCode).toBe(201);
      const stored = await small.database.db.select().from(bookings).where(eq(bookings.name, 'Lille'));
      expect(stored).toHaveLength(4);
    });
  });

  describe('one bookable employee', () => {
    beforeAll(async () => {
      const [mads] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'tekniker@demo.dk'));
      await t.database.db
        .update(users)
        .set({ bookable: false })
        .where(and(eq(users.companyId, demoCompanyId), ne(users.id, mads!.id)));
    });

    it('lets only one of two visitors hold the same time', async () => {
      const [slot] = (await freeSlots(demoBookingIds.pestInspection)).slice(-1);
      const results = await Promise.all([
        hold(slot!, demoBookingIds.pestInspection),
        hold(slot!, demoBookingIds.pestInspection),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ error: 'slot_taken' });
      const offered = await freeSlots(demoBookingIds.pestInspection);
      expect(offered.map((s) => s.start)).not.toContain(slot!.start);
    });

    it('books a time for only one of two visitors racing for it', async () => {
      const slots = await freeSlots(demoBookingIds.pestInspection);
      const slot = slots[slots.length - 3]!;
      const before = await count(customers);
      const racers = [visitor(), visitor()].map((v) => ({
        ...v,
        holdToken: 'none',
        serviceId: demoBookingIds.pestInspection,
        zipcode: '2100',
        start: slot.start,
      }));
      const results = await Promise.all(racers.map((input) => post('/book/api/bookings', input)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ error: 'slot_taken' });
      const rows = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.startsAt, new Date(slot.start)));
      expect(rows).toHaveLength(1);
      // The loser's customer was not made either.
      expect(await count(customers)).toBe(before + 1);
    });
  });
});
