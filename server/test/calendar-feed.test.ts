import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/tables/index.ts';
import { createCompany, createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { backends, createTestApp, errorCode, graphql, sessionCookie, signIn, type TestApp } from './harness.ts';

interface FeedEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string;
  start: Date;
  end: Date;
  status: string | null;
}

/** The feed read back by a parser (ical.js, Mozilla's): what a phone's calendar would see. */
function parseFeed(text: string): { name: string | null; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname') as string | null,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location || null,
        description: event.description,
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      };
    }),
  };
}

const hour = 3_600_000;
/** A start a few days ahead, on the hour: inside the feed's window. */
const soon = (days: number) => new Date(Math.floor(Date.now() / hour) * hour + days * 24 * hour);

describe.each(backends)('the calendar feed on %s', (backend) => {
  let t: TestApp;
  let technician: CreatedPerson;
  let colleague: CreatedPerson;
  let admin: CreatedPerson;
  let ownVisit: { id: string; caseNumber: number };
  let sharedVisit: { id: string };
  let otherVisit: { id: string };
  let archivedVisit: { id: string };
  let farVisit: { id: string };
  let otherCompanyAdmin: CreatedPerson;

  const feedOf = (cookie: string) =>
    graphql<{ renewCalendarFeed: { path: string; createdAt: string } }>(
      t.app,
      cookie,
      'mutation { renewCalendarFeed { path createdAt } }',
    ).then((r) => {
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      return r.data!.renewCalendarFeed.path;
    });
  const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });

  beforeAll(async () => {
    t = await createTestApp(backend);
    const company = await createCompany(t, { name: 'Kalenderfirma ApS' });
    admin = company.admin;
    technician = await createPerson(t, { companyId: company.companyId, firstName: 'Tove' });
    colleague = await createPerson(t, { companyId: company.companyId, firstName: 'Carl' });
    const customer = await createCustomer(t, admin.cookie, { firstName: 'Hanne', lastName: 'Holm' });
    const at = (days: number) => ({ start: soon(days).toISOString(), end: new Date(soon(days).getTime() + 2 * hour) });
    const visit = (days: number, employeeIds: string[], extra: Record<string, unknown> = {}) =>
      createVisit(t, admin.cookie, customer.id, { ...at(days), employeeIds, ...extra });
    ownVisit = await visit(2, [technician.id], {
      description: 'Rens af ventilation\nNøglen ligger under måtten',
      useCustomerAddress: false,
      address: { streetAddress: 'Vestergade 4', zipcode: '8000', city: 'Aarhus C' },
      price: 125_050,
    });
    sharedVisit = await visit(3, [technician.id, colleague.id, admin.id]);
    otherVisit = await visit(2, [colleague.id]);
    farVisit = await visit(400, [technician.id]);
    archivedVisit = await visit(-10, [technician.id]);
    // Archived: finished first (only a finished visit may be archived).
    const finish = await graphql(
      t.app,
      admin.cookie,
      'mutation ($id: ID!) { startVisit(id: $id, version: 1) { version } }',
      {
        id: archivedVisit.id,
      },
    );
    const done = await graphql(
      t.app,
      admin.cookie,
      'mutation ($id: ID!, $v: Int!) { finishVisit(id: $id, version: $v, reportCompleted: true) { id } }',
      { id: archivedVisit.id, v: finish.data!.startVisit.version },
    );
    expect(done.errors).toBeUndefined();
    const archived = await graphql(t.app, admin.cookie, 'mutation ($id: ID!) { archiveVisits(ids: [$id]) { id } }', {
      id: archivedVisit.id,
    });
    expect(archived.errors).toBeUndefined();
    otherCompanyAdmin = (await createCompany(t)).admin;
  });
  afterAll(async () => t?.close());

  it("holds the employee's own visits only, as text/calendar, without prices for an employee without the right", async () => {
    const path = await feedOf(technician.cookie);
    expect(path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await fetchFeed(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['set-cookie']).toBeUndefined();
    const feed = parseFeed(response.body);
    expect(feed.name).toBe('Mit program – Kalenderfirma ApS');
    expect(feed.events.map((e) => e.uid).sort()).toEqual(
      [`visit-${ownVisit.id}@servio`, `visit-${sharedVisit.id}@servio`].sort(),
    );
    expect(feed.events.map((e) => e.uid)).not.toContain(`visit-${otherVisit.id}@servio`);
    expect(feed.events.map((e) => e.uid)).not.toContain(`visit-${farVisit.id}@servio`);
    expect(feed.events.map((e) => e.uid)).not.toContain(`visit-${archivedVisit.id}@servio`);
    const own = feed.events.find((e) => e.uid === `visit-${ownVisit.id}@servio`)!;
    expect(own.summary).toBe('Hanne Holm – Rens af ventilation');
    expect(own.location).toBe('Vestergade 4, 8000 Aarhus C');
    expect(own.start.toISOString()).toBe(soon(2).toISOString());
    expect(own.end.getTime() - own.start.getTime()).toBe(2 * hour);
    expect(own.status).toBe('CONFIRMED');
    expect(own.description).toContain(`Sag #${ownVisit.caseNumber}`);
    expect(own.description).toContain('Nøglen ligger under måtten');
    expect(own.description).not.toMatch(/Pris|1\.250/);
    expect(response.body).not.toContain('1.250,50');
  });

  it('shows the price to an employee with showPricesForTechnician, in English for an English user', async () => {
    await t.database.db
      .update(users)
      .set({ showPricesForTechnician: true, prefLang: 'en' })
      .where(eq(users.id, technician.id));
    const path = await feedOf(technician.cookie);
    const own = parseFeed((await fetchFeed(path)).body).events.find((e) => e.uid === `visit-${ownVisit.id}@servio`)!;
    expect(own.description).toContain(`Case #${ownVisit.caseNumber}`);
    expect(own.description).toMatch(/Price: DKK\s?1,250\.50/);
    await t.database.db
      .update(users)
      .set({ showPricesForTechnician: false, prefLang: 'da' })
      .where(eq(users.id, technician.id));
  });

  it("gives an administrator's feed only the visits they are on, not the company's", async () => {
    const feed = parseFeed((await fetchFeed(await feedOf(admin.cookie))).body);
    expect(feed.events.map((e) => e.uid)).toEqual([`visit-${sharedVisit.id}@servio`]);
  });

  it('answers 404 for a revoked feed, and the renewed one works while the old stays dead', async () => {
    const first = await feedOf(colleague.cookie);
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const state = await graphql(t.app, colleague.cookie, 'query { myCalendarFeed { createdAt } }');
    expect(state.data!.myCalendarFeed).not.toBeNull();

    const renewed = await feedOf(colleague.cookie);
    expect(renewed).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    const events = parseFeed((await fetchFeed(renewed)).body).events.map((e) => e.uid);
    expect(events.sort()).toEqual([`visit-${sharedVisit.id}@servio`, `visit-${otherVisit.id}@servio`].sort());

    const revoked = await graphql(t.app, colleague.cookie, 'mutation { revokeCalendarFeed }');
    expect(revoked.data!.revokeCalendarFeed).toBe(true);
    expect((await fetchFeed(renewed)).statusCode).toBe(404);
    expect(
      (await graphql(t.app, colleague.cookie, 'query { myCalendarFeed { createdAt } }')).data!.myCalendarFeed,
    ).toBeNull();
    expect((await graphql(t.app, colleague.cookie, 'mutation { revokeCalendarFeed }')).data!.revokeCalendarFeed).toBe(
      false,
    );
  });

  it("never shows another company's visits: its own token, unknown and malformed tokens", async () => {
    const foreign = parseFeed((await fetchFeed(await feedOf(otherCompanyAdmin.cookie))).body);
    expect(foreign.events).toEqual([]);
    for (const path of [
      `/calendar/${'A'.repeat(43)}.ics`,
      '/calendar/short.ics',
      `/calendar/${'A'.repeat(43)}`,
      '/calendar/%27%20or%201%3D1.ics',
    ]) {
      const response = await fetchFeed(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).not.toContain('BEGIN:VCALENDAR');
    }
  });

  it('refuses a feed to a superadmin switched into a company (they have no visits of their own there)', async () => {
    const original = await signIn(t.app, 'super@demo.dk');
    const switched = await graphql(t.app, original, 'mutation ($id: ID!) { switchCompany(companyId: $id) { id } }', {
      id: demoCompanyId,
    });
    const cookie = sessionCookie(switched.response)!;
    const result = await graphql(t.app, cookie, 'mutation { renewCalendarFeed { path } }');
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(result.data ?? null).toBeNull();
  });

  it('stops answering when its owner is deactivated', async () => {
    const other = await createPerson(t, { companyId: (await createCompany(t)).companyId });
    const path = await feedOf(other.cookie);
    expect((await fetchFeed(path)).statusCode).toBe(200);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, other.id));
    expect((await fetchFeed(path)).statusCode).toBe(404);
  });
});

describe('the calendar feed in the log', () => {
  it('writes the request line without the token', async () => {
    const lines: string[] = [];
    const t = await createTestApp('pglite', { logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    try {
      const company = await createCompany(t);
      const created = await graphql<{ renewCalendarFeed: { path: string } }>(
        t.app,
        company.admin.cookie,
        'mutation { renewCalendarFeed { path } }',
      );
      const path = created.data!.renewCalendarFeed.path;
      const token = path.slice('/calendar/'.length, -'.ics'.length);
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
      await graphql(t.app, company.admin.cookie, 'mutation { revokeCalendarFeed }');
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
      const feedLines = lines.filter((l) => l.includes('/calendar/'));
      expect(feedLines.length).toBeGreaterThanOrEqual(2);
      expect(feedLines.some((l) => l.includes('/calendar/[token]'))).toBe(true);
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await t.close();
    }
  });
});
