import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  companies,
  customers,
  mailMessages,
  notifications,
  outbox,
  waitlistEntries,
  waitlistOffers,
} from '../src/db/tables/index.ts';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { demoBookingIds } from '../src/db/seed/demo-bookings.ts';
import { withTenant } from '../src/db/tenant.ts';
import { jobHandlers } from '../src/jobs/handlers.ts';
import type { Job } from '../src/jobs/queue.ts';
import { maxOffersPerFreedTime } from '../src/modules/booking-site/index.ts';
import { findFreeSlots } from '../src/modules/booking-slots/index.ts';
import { bookingAreaChangedJobKind } from '../src/modules/company/index.ts';
import type { MailServices } from '../src/modules/mail/index.ts';
import { timeFreedJobKind } from '../src/modules/visits/index.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';

const demoHost = 'book.demoservice.dk';
const waitlistKinds = [timeFreedJobKind, bookingAreaChangedJobKind];

interface FreeTime {
  start: Date;
  end: Date;
  employeeId: string;
}

describe.each(backends)('waitlist offers on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let customerId: string;
  // The jobs the app registers; these two kinds never reach the mail services.
  let handlers: ReturnType<typeof jobHandlers>;
  let addressCounter = 0;
  const newAddress = () => `10.31.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
  // Each test frees a time of its own, so one test's offers and bookings never meet another's.
  const usedStarts = new Set<number>();

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
    const [customer] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.companyId, demoCompanyId))
      .limit(1);
    customerId = customer!.id;
    handlers = jobHandlers({ mail: {} as MailServices });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ok = async (query: string, variables: Record<string, unknown> = {}) => {
    const r = await graphql(t.app, admin, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };
  const request = (method: 'GET' | 'POST', url: string, payload?: unknown, ip = newAddress()) =>
    t.app.inject({
      method,
      url,
      headers: { host: demoHost, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      remoteAddress: ip,
    });

  /** A visitor on the waitlist; their (unique) email names them. */
  async function join(zipcode: string, serviceId: string | null, language: 'da' | 'en' = 'da'): Promise<string> {
    const email = `vent.${randomUUID().slice(0, 8)}@example.dk`;
    const response = await request('POST', '/book/api/waitlist', {
      zipcode,
      serviceId,
      name: 'Vera Venteliste',
      email,
      language,
      idempotencyKey: randomUUID(),
      website: '',
    });
    expect(response.statusCode, response.body).toBe(201);
    return email;
  }

  /** A window cleaning time free now that no other test has used, with the employee it is free for. */
  async function freeTime(): Promise<FreeTime> {
    const { slots } = await withTenant(t.database.db, { companyId: demoCompanyId, userId: null }, (tx) =>
      findFreeSlots(
        { db: tx, companyId: demoCompanyId },
        { productId: demoBookingIds.windowCleaning, fromDay: Math.floor(Date.now() / 86_400_000) + 2, days: 14 },
      ),
    );
    // Three hours apart from every used time, so no travel buffer of one reaches another.
    const slot = slots.find((s) => [...usedStarts].every((used) => Math.abs(used - s.start) >= 3 * 3_600_000));
    expect(slot).toBeDefined();
    usedStarts.add(slot!.start);
    return { start: new Date(slot!.start), end: new Date(slot!.end), employeeId: slot!.employeeIds[0]! };
  }

  /** A visit on the time, deleted by the administrator: the visits module enqueues the freed time. */
  async function deleteVisitAt(time: FreeTime) {
    const created = await ok('mutation ($input: VisitInput!) { createVisit(input: $input) { id } }', {
      input: { customerId, description: 'Aflyses', start: time.start, end: time.end, employeeIds: [time.employeeId] },
    });
    await ok('mutation ($id: ID!) { deleteVisit(id: $id) }', { id: created.createVisit.id });
  }

  /** Runs the waitlist's queued jobs with the app's handlers, as the worker would, and removes them. */
  async function runWaitlistJobs(): Promise<number> {
    const jobs = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.companyId, demoCompanyId), inArray(outbox.kind, waitlistKinds)))
      .orderBy(asc(outbox.createdAt));
    for (const job of jobs) {
      await withTenant(t.database.db, { companyId: demoCompanyId, userId: null }, (tx) =>
        handlers[job.kind]!({ db: tx, companyId: demoCompanyId }, job as unknown as Job),
      );
      await t.database.db.delete(outbox).where(eq(outbox.id, job.id));
    }
    return jobs.length;
  }

  const mailsTo = (email: string, emailType: string) =>
    t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, email), eq(mailMessages.emailType, emailType)));

  /** The claim token of the one offer mailed to `email`: the mail job's secret (the log shows `{secret}`). */
  async function tokenOf(email: string): Promise<string> {
    const mails = await mailsTo(email, 'waitlistOffer');
    expect(mails).toHaveLength(1);
    const [job] = await t.database.db.select().from(outbox).where(eq(outbox.id, mails[0]!.outboxId!));
    return (job!.payload as { secret: string }).secret;
  }

  async function offersOf(email: string) {
    const rows = await t.database.db
      .select({ offer: waitlistOffers })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .where(eq(waitlistEntries.email, email))
      .orderBy(asc(waitlistOffers.createdAt));
    return rows.map((r) => r.offer);
  }

  const entryOf = async (email: string) =>
    (await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0]!;

  it("offers a deleted visit's time to entries whose postcode and service fit, and mails each once", async () => {
    const time = await freeTime();
    const windowCleaning = await join('2100', demoBookingIds.windowCleaning);
    const anyService = await join('2200', null, 'en');
    const outside = await join('8000', demoBookingIds.windowCleaning);
    const tooLong = await join('2100', demoBookingIds.pestInspection);
    await deleteVisitAt(time);
    expect(await runWaitlistJobs()).toBe(1);

    for (const email of [windowCleaning, anyService]) {
      const [offer] = await offersOf(email);
      expect(offer).toMatchObject({
        employeeId: time.employeeId,
        productId: demoBookingIds.windowCleaning,
        startsAt: time.start,
        endsAt: time.end,
        state: 'offered',
      });
      expect(await mailsTo(email, 'waitlistOffer')).toHaveLength(1);
    }
    // The 90-minute service does not fit the freed hour; the postcode 8000 is outside the area.
    expect(await offersOf(outside)).toEqual([]);
    expect(await offersOf(tooLong)).toEqual([]);
    const [danish] = await mailsTo(windowCleaning, 'waitlistOffer');
    expect(danish!.subject).toBe('En tid er blevet ledig – Demo Service ApS');
    expect(danish!.textBody).toContain('https://book.demoservice.dk/book/claim?token={secret}');
    expect(danish!.textBody).toContain('Vinduespudsning');
    const [english] = await mailsTo(anyService, 'waitlistOffer');
    expect(english!.subject).toMatch(/^A time has become free/);
    expect(english!.textBody).toContain('/book/claim?token={secret}&lang=en');

    // The same time freed again (a visit put there and deleted once more): nobody is mailed twice.
    await deleteVisitAt(time);
    expect(await runWaitlistJobs()).toBe(1);
    for (const email of [windowCleaning, anyService]) {
      expect(await offersOf(email)).toHaveLength(1);
      expect(await mailsTo(email, 'waitlistOffer')).toHaveLength(1);
    }
  });

  it('mails at most the cap per freed time, longest waiting first', async () => {
    const time = await freeTime();
    // Only this test's entries are open, one more than the cap.
    await t.database.db
      .update(waitlistEntries)
      .set({ closedAt: new Date() })
      .where(and(eq(waitlistEntries.companyId, demoCompanyId), isNull(waitlistEntries.closedAt)));
    const emails: string[] = [];
    for (let i = 0; i <= maxOffersPerFreedTime; i++) emails.push(await join('2300', null));
    await deleteVisitAt(time);
    await runWaitlistJobs();
    const offered = await t.database.db
      .select({ id: waitlistOffers.id })
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.employeeId, time.employeeId), eq(waitlistOffers.startsAt, time.start)));
    expect(offered).toHaveLength(maxOffersPerFreedTime);
    expect(await offersOf(emails[0]!)).toHaveLength(1);
    // The newest entry waited least: it is the one left out.
    expect(await offersOf(emails.at(-1)!)).toEqual([]);
    await t.database.db
      .update(waitlistEntries)
      .set({ closedAt: new Date() })
      .where(inArray(waitlistEntries.email, emails));
  });

  it("offers a declined booking's time", async () => {
    const time = await freeTime();
    const waiting = await join('2100', demoBookingIds.windowCleaning);
    const [booking] = await t.database.db
      .insert(bookings)
      .values({
        companyId: demoCompanyId,
        kind: 'booking',
        name: 'Afvist Kunde',
        email: 'afvist@example.dk',
        productId: demoBookingIds.windowCleaning,
        startsAt: time.start,
        endsAt: time.end,
        employeeId: time.employeeId,
      })
      .returning();
    await ok('mutation ($id: ID!, $version: Int!) { declineBooking(id: $id, version: $version) { status } }', {
      id: booking!.id,
      version: booking!.version,
    });
    expect(await runWaitlistJobs()).toBe(1);
    const [offer] = await offersOf(waiting);
    expect(offer).toMatchObject({ employeeId: time.employeeId, startsAt: time.start, state: 'offered' });
  });

  it('tells visitors once when their postcode comes inside the area', async () => {
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, demoCompanyId));
    const settings = async (bookingZipRanges: string) => {
      const [row] = await t.database.db
        .select({ version: companies.version })
        .from(companies)
        .where(eq(companies.id, demoCompanyId));
      await ok('mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { version } }', {
        input: { version: row!.version, bookingZipRanges },
      });
    };
    const newArea = await join('4100', null);
    const stillOutside = await join('5000', null);
    try {
      await settings(`${company!.bookingZipRanges}, 4000-4999`);
      expect(await runWaitlistJobs()).toBe(1);
      const [mail] = await mailsTo(newArea, 'waitlistAreaOpened');
      expect(mail!.subject).toBe('Nu kommer vi også i dit område – Demo Service ApS');
      expect(mail!.textBody).toContain('postnummer 4100');
      expect(mail!.textBody).toContain('https://book.demoservice.dk/book');
      expect((await entryOf(newArea)).areaOpenedAt).not.toBeNull();
      expect(await mailsTo(stillOutside, 'waitlistAreaOpened')).toEqual([]);

      // Narrowed and widened again: told already, not again.
      await settings(company!.bookingZipRanges!);
      await settings(`${company!.bookingZipRanges}, 4000-4999`);
      expect(await runWaitlistJobs()).toBe(2);
      expect(await mailsTo(newArea, 'waitlistAreaOpened')).toHaveLength(1);
    } finally {
      await settings(company!.bookingZipRanges!);
      await runWaitlistJobs();
    }
  });

  it('books the time for the first claim and tells the others it is gone', async () => {
    const time = await freeTime();
    const first = await join('2100', demoBookingIds.windowCleaning);
    const second = await join('2200', null);
    await deleteVisitAt(time);
    await runWaitlistJobs();
    const token = await tokenOf(first);
    const otherToken = await tokenOf(second);

    const view = await request('GET', `/book/api/claims/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toEqual({
      serviceName: 'Vinduespudsning',
      start: time.start.toISOString(),
      end: time.end.toISOString(),
      state: 'offered',
    });

    const claimed = await request('POST', `/book/api/claims/${token}`, {});
    expect(claimed.statusCode, claimed.body).toBe(200);
    const answer = claimed.json();
    expect(answer).toMatchObject({ serviceName: 'Vinduespudsning', start: time.start.toISOString() });
    expect(answer.reference).toMatch(/^[0-9A-F]{8}$/);

    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.email, first));
    expect(booking).toMatchObject({
      kind: 'booking',
      status: 'open',
      source: 'waitlist',
      zipcode: '2100',
      employeeId: time.employeeId,
      startsAt: time.start,
      endsAt: time.end,
      productId: demoBookingIds.windowCleaning,
    });
    expect(booking!.customerId).not.toBeNull();
    expect(booking!.id.slice(0, 8).toUpperCase()).toBe(answer.reference);
    expect((await entryOf(first)).closedAt).not.toBeNull();
    expect((await offersOf(first))[0]).toMatchObject({ state: 'claimed', bookingId: booking!.id });
    expect((await offersOf(second))[0]!.state).toBe('gone');
    expect(await mailsTo(second, 'waitlistTaken')).toHaveLength(1);
    expect(await mailsTo(first, 'bookingReceived')).toHaveLength(1);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, demoCompanyId), eq(notifications.kind, 'booking_received')));
    expect(notices.some((n) => n.payload.bookingId === booking!.id)).toBe(true);

    // The same link again answers its own booking; the others' links are gone.
    expect((await request('POST', `/book/api/claims/${token}`, {})).json()).toEqual(answer);
    expect((await request('GET', `/book/api/claims/${token}`)).json().state).toBe('claimed');
    const late = await request('POST', `/book/api/claims/${otherToken}`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'offer_gone' });
    expect((await request('GET', `/book/api/claims/${otherToken}`)).json().state).toBe('gone');
    expect(await mailsTo(second, 'waitlistTaken')).toHaveLength(1);

    const unknown = await request('POST', `/book/api/claims/${randomUUID()}`, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'unknown_offer' });
    expect((await request('GET', `/book/api/claims/nope`)).statusCode).toBe(404);
  });

  it('is 409 offer_gone, and stores the offer gone, when the page booked the time meanwhile', async () => {
    const time = await freeTime();
    const waiting = await join('2100', demoBookingIds.windowCleaning);
    await deleteVisitAt(time);
    await runWaitlistJobs();
    const token = await tokenOf(waiting);
    await t.database.db.insert(bookings).values({
      companyId: demoCompanyId,
      kind: 'booking',
      name: 'Hurtig Kunde',
      productId: demoBookingIds.windowCleaning,
      startsAt: time.start,
      endsAt: time.end,
      employeeId: time.employeeId,
    });
    const response = await request('POST', `/book/api/claims/${token}`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'offer_gone' });
    expect((await offersOf(waiting))[0]!.state).toBe('gone');
    expect((await entryOf(waiting)).closedAt).toBeNull();
    expect(await t.database.db.select().from(bookings).where(eq(bookings.email, waiting))).toEqual([]);
  });

  it('lets exactly one of two claims at once have the time (the waitlist claim race)', async () => {
    const time = await freeTime();
    const one = await join('2100', demoBookingIds.windowCleaning);
    const two = await join('2100', demoBookingIds.windowCleaning);
    await deleteVisitAt(time);
    await runWaitlistJobs();
    const tokens = [await tokenOf(one), await tokenOf(two)];
    const answers = await Promise.all(tokens.map((token) => request('POST', `/book/api/claims/${token}`, {})));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({ error: 'offer_gone' });
    const booked = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.employeeId, time.employeeId), eq(bookings.startsAt, time.start)));
    expect(booked).toHaveLength(1);
    expect(booked[0]!.source).toBe('waitlist');
    const states = [(await offersOf(one))[0]!.state, (await offersOf(two))[0]!.state].sort();
    expect(states).toEqual(['claimed', 'gone']);
  });
});
