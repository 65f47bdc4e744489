import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  equipmentCategories,
  equipmentProducts,
  mailMessages,
  visitEmployees,
  visits,
} from '../src/db/tables/index.ts';
import { createCompany, createCustomer, createPerson, type CreatedPerson } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';

const fields = 'id kind status name serviceName startsAt endsAt visitId declineMessage handledById version';
const list = `query ($status: BookingStatus, $kind: BookingKind, $search: String, $offset: Int, $limit: Int) {
  bookings(status: $status, kind: $kind, search: $search, offset: $offset, limit: $limit) { totalCount items { id name } } }`;
const accept = `mutation ($id: ID!, $version: Int!, $input: AcceptBookingInput!) {
  acceptBooking(id: $id, version: $version, input: $input) { ${fields} } }`;
const decline = `mutation ($id: ID!, $version: Int!, $message: String) {
  declineBooking(id: $id, version: $version, message: $message) { ${fields} } }`;
const settings = `mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) {
  version bookingSlug bookingZipRanges bookingHours bookingTexts bookingStepMinutes } }`;

type Result = { errors?: { extensions?: Record<string, unknown> }[] };
const ext = (r: Result) => r.errors?.[0]?.extensions;
const start = new Date('2031-05-06T07:00:00Z');
const end = new Date('2031-05-06T08:00:00Z');

describe.each(backends)('bookings (Henvendelser) on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let tech: CreatedPerson;
  let productId: string;
  let customerId: string;

  const ok = async (query: string, variables: Record<string, unknown> = {}) => {
    const r = await graphql(t.app, admin.cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };
  const booking = async (values: Partial<typeof bookings.$inferInsert> = {}) => {
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        companyId,
        kind: 'booking',
        name: 'Anna Bruun',
        email: 'anna@example.dk',
        phoneNumber: '+4520304050',
        streetAddress: 'Ahornsgade 8',
        zipcode: '2200',
        city: 'København N',
        message: 'Tre vinduer mod gården',
        productId,
        startsAt: start,
        endsAt: end,
        employeeId: tech.id,
        customerId,
        ...values,
      })
      .returning();
    return row!;
  };
  const mailsTo = (to: string) =>
    t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.companyId, companyId), eq(mailMessages.toAddress, to)));
  const companyVersion = async () => (await ok('query { company { version } }')).company.version as number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ companyId, admin } = await createCompany(t, { enableAcceptVisits: true }));
    tech = await createPerson(t, { companyId, firstName: 'Mads' });
    const [category] = await t.database.db
      .insert(equipmentCategories)
      .values({ companyId, name: 'Ydelser' })
      .returning({ id: equipmentCategories.id });
    const [product] = await t.database.db
      .insert(equipmentProducts)
      .values({ companyId, categoryId: category!.id, name: 'Vinduespudsning', bookable: true, bookingMinutes: 60 })
      .returning({ id: equipmentProducts.id });
    productId = product!.id;
    customerId = (await createCustomer(t, admin.cookie, { email: 'anna@example.dk' })).id;
  });
  afterAll(async () => t?.close());

  it('lists the inbox by status and kind, searches, and pages with the whole count', async () => {
    const other = await createCompany(t);
    await t.database.db.insert(bookings).values({ companyId: other.companyId, name: 'Fremmed Filter' });
    const tag = `Filter${Date.now()}`;
    await booking({ name: `${tag} Et`, kind: 'callback', startsAt: null, endsAt: null, employeeId: null });
    await booking({ name: `${tag} To`, kind: 'inquiry', startsAt: null, endsAt: null, employeeId: null });
    await booking({
      name: `${tag} Tre`,
      kind: 'inquiry',
      status: 'declined',
      startsAt: null,
      employeeId: null,
      endsAt: null,
    });
    const all = (await ok(list, { search: tag })).bookings;
    expect(all.totalCount).toBe(3);
    expect(all.items.map((b: { name: string }) => b.name)).toEqual([`${tag} Tre`, `${tag} To`, `${tag} Et`]);
    expect((await ok(list, { search: tag, status: 'open' })).bookings.totalCount).toBe(2);
    const callbacks = (await ok(list, { search: tag, kind: 'callback' })).bookings;
    expect(callbacks.items.map((b: { name: string }) => b.name)).toEqual([`${tag} Et`]);
    const page = (await ok(list, { search: tag, offset: 1, limit: 1 })).bookings;
    expect(page.totalCount).toBe(3);
    expect(page.items.map((b: { name: string }) => b.name)).toEqual([`${tag} To`]);
    // Another company's booking never shows.
    expect((await ok(list, { search: 'Fremmed' })).bookings.totalCount).toBe(0);
  });

  it('accepting makes one scheduled visit with the booking’s customer, address, service and employees, and mails the visitor', async () => {
    const row = await booking({ email: 'accept-en@example.dk', language: 'en' });
    const other = await createPerson(t, { companyId, firstName: 'Sofie' });
    const answered = (
      await ok(accept, { id: row.id, version: row.version, input: { employeeIds: [tech.id, other.id] } })
    ).acceptBooking;
    expect(answered).toMatchObject({ status: 'accepted', handledById: admin.id, version: row.version + 1 });
    expect(answered.visitId).toBeTruthy();
    const made = await t.database.db.select().from(visits).where(eq(visits.id, answered.visitId));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      customerId,
      description: 'Vinduespudsning',
      streetAddress: 'Ahornsgade 8',
      zipcode: '2200',
      city: 'København N',
      status: 'scheduled',
      acceptance: 'accepted',
    });
    expect(made[0]!.start?.toISOString()).toBe(start.toISOString());
    expect(made[0]!.end?.toISOString()).toBe(end.toISOString());
    const on = await t.database.db.select().from(visitEmployees).where(eq(visitEmployees.visitId, answered.visitId));
    expect(on.map((e) => e.userId).sort()).toEqual([tech.id, other.id].sort());
    const mails = await mailsTo('accept-en@example.dk');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ emailType: 'bookingAccepted', visitId: answered.visitId });
    expect(mails[0]!.subject).toMatch(/confirmed/);
    expect(mails[0]!.textBody).toContain('Vinduespudsning');
  });

  it('accepts at another time, and without the mail when asked', async () => {
    const row = await booking({
      email: 'moved@example.dk',
      startsAt: new Date('2031-05-07T07:00:00Z'),
      endsAt: new Date('2031-05-07T08:00:00Z'),
    });
    const s = '2031-05-08T09:00:00.000Z';
    const e = '2031-05-08T10:30:00.000Z';
    const answered = (
      await ok(accept, {
        id: row.id,
        version: row.version,
        input: { employeeIds: [tech.id], start: s, end: e, sendConfirmation: false },
      })
    ).acceptBooking;
    expect(answered).toMatchObject({ startsAt: s, endsAt: e });
    const [visit] = await t.database.db.select().from(visits).where(eq(visits.id, answered.visitId));
    expect(visit!.start?.toISOString()).toBe(s);
    expect(await mailsTo('moved@example.dk')).toHaveLength(0);
  });

  it('refuses a stale version and a booking answered already, changing nothing', async () => {
    const row = await booking({ startsAt: new Date('2031-06-01T07:00:00Z'), endsAt: new Date('2031-06-01T08:00:00Z') });
    const stale = await graphql(t.app, admin.cookie, decline, { id: row.id, version: row.version + 5, message: 'Nej' });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(ext(stale as Result)?.reason).toBeUndefined();
    await ok(decline, { id: row.id, version: row.version, message: 'Nej tak' });
    const again = await graphql(t.app, admin.cookie, accept, {
      id: row.id,
      version: row.version + 1,
      input: { employeeIds: [tech.id] },
    });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(ext(again as Result)?.reason).toBe('booking.notOpen');
    const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(after).toMatchObject({ status: 'declined', visitId: null });
  });

  it('accepting a call-me request without a time asks for one', async () => {
    const row = await booking({ kind: 'callback', startsAt: null, endsAt: null, employeeId: null, productId: null });
    const r = await graphql(t.app, admin.cookie, accept, {
      id: row.id,
      version: row.version,
      input: { employeeIds: [] },
    });
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
    expect(ext(r as Result)).toMatchObject({ field: 'input.start', reason: 'required' });
  });

  it('declining mails the message, or the company’s declined text in the visitor’s language', async () => {
    const written = await booking({
      email: 'decline1@example.dk',
      startsAt: new Date('2031-06-02T07:00:00Z'),
      endsAt: new Date('2031-06-02T08:00:00Z'),
    });
    const d = (await ok(decline, { id: written.id, version: written.version, message: 'Vi er fuldt booket i maj.' }))
      .declineBooking;
    expect(d).toMatchObject({ status: 'declined', declineMessage: 'Vi er fuldt booket i maj.', handledById: admin.id });
    const [mail] = await mailsTo('decline1@example.dk');
    expect(mail).toMatchObject({ emailType: 'bookingDeclined' });
    expect(mail!.textBody).toContain('Vi er fuldt booket i maj.');

    await ok(settings, {
      input: { version: await companyVersion(), bookingTexts: { en: { declined: 'Sorry, we are closed that week.' } } },
    });
    const silent = await booking({
      email: 'decline2@example.dk',
      language: 'en',
      startsAt: new Date('2031-06-03T07:00:00Z'),
      endsAt: new Date('2031-06-03T08:00:00Z'),
    });
    await ok(decline, { id: silent.id, version: silent.version, message: '' });
    const [mail2] = await mailsTo('decline2@example.dk');
    expect(mail2!.textBody).toContain('Sorry, we are closed that week.');
    expect(mail2!.subject).toMatch(/Your request/);
  });

  it('declining a booking with a visit declines the visit (enableAcceptVisits)', async () => {
    const visitRow = (
      await ok('mutation ($input: VisitInput!) { createVisit(input: $input) { id } }', {
        input: { customerId, description: 'Fra påmindelse' },
      })
    ).createVisit;
    const row = await booking({
      kind: 'inquiry',
      visitId: visitRow.id,
      startsAt: null,
      endsAt: null,
      employeeId: null,
    });
    await ok(decline, { id: row.id, version: row.version, message: 'Nej' });
    const [visit] = await t.database.db.select().from(visits).where(eq(visits.id, visitRow.id));
    expect(visit!.acceptance).toBe('declined');
  });

  it('saves the booking settings and refuses bad zip ranges, hours ending before they start, and a slug taken', async () => {
    const saved = (
      await ok(settings, {
        input: {
          version: await companyVersion(),
          bookingSlug: `Firma-${backend}`,
          bookingZipRanges: '2000–2999, 4000',
          bookingHours: [
            { weekday: 1, start: 480, end: 900 },
            { weekday: 0, start: 420, end: 960 },
          ],
          bookingStepMinutes: 15,
        },
      })
    ).updateCompanySettings;
    expect(saved).toMatchObject({
      bookingSlug: `firma-${backend}`,
      bookingZipRanges: '2000–2999, 4000',
      bookingStepMinutes: 15,
    });
    expect(saved.bookingHours).toEqual([
      { weekday: 0, start: 420, end: 960 },
      { weekday: 1, start: 480, end: 900 },
    ]);

    const version = saved.version as number;
    const refused = async (input: Record<string, unknown>) =>
      ext((await graphql(t.app, admin.cookie, settings, { input: { version, ...input } })) as Result);
    expect(await refused({ bookingZipRanges: '2000-1999' })).toMatchObject({
      field: 'input.bookingZipRanges',
      reason: 'booking.zipRangesInvalid',
    });
    expect(await refused({ bookingZipRanges: '20x0' })).toMatchObject({ reason: 'booking.zipRangesInvalid' });
    expect(await refused({ bookingHours: [{ weekday: 0, start: 600, end: 540 }] })).toMatchObject({
      field: 'input.bookingHours.0.end',
      reason: 'booking.hoursEndBeforeStart',
    });
    expect(await refused({ bookingStepMinutes: 20 })).toMatchObject({ reason: 'booking.limitInvalid' });
    expect(await refused({ bookingHoldMinutes: 31 })).toMatchObject({ reason: 'booking.limitInvalid' });

    const other = await createCompany(t, { bookingSlug: `taken-${backend}`, campaignHost: `book.taken-${backend}.dk` });
    expect(other.companyId).toBeTruthy();
    expect(await refused({ bookingSlug: `TAKEN-${backend}` })).toMatchObject({
      field: 'input.bookingSlug',
      reason: 'booking.slugTaken',
    });
    expect(await refused({ campaignHost: `book.taken-${backend}.dk` })).toMatchObject({
      field: 'input.campaignHost',
      reason: 'booking.hostTaken',
    });
    // Nothing of the refused saves stuck.
    expect(await companyVersion()).toBe(version);
  });

  it('a bookable product takes 15 to 720 minutes', async () => {
    const create = `mutation ($input: EquipmentProductInput!) { createEquipmentProduct(input: $input) {
      id bookable bookingMinutes bookingPrice bookingDescription } }`;
    const [category] = await t.database.db
      .insert(equipmentCategories)
      .values({ companyId, name: `Booking ${backend}` })
      .returning({ id: equipmentCategories.id });
    const input = (extra: Record<string, unknown>) => ({
      categoryId: category!.id,
      name: `Ydelse ${Math.random()}`,
      bookable: true,
      ...extra,
    });
    for (const bookingMinutes of [14, 721, null]) {
      const r = await graphql(t.app, admin.cookie, create, { input: input({ bookingMinutes }) });
      expect(ext(r as Result), String(bookingMinutes)).toMatchObject({
        field: 'input.bookingMinutes',
        reason: 'booking.serviceMinutesInvalid',
      });
    }
    const made = (
      await ok(create, {
        input: input({ bookingMinutes: 720, bookingPrice: 45000, bookingDescription: 'Ude og inde' }),
      })
    ).createEquipmentProduct;
    expect(made).toMatchObject({
      bookable: true,
      bookingMinutes: 720,
      bookingPrice: 45000,
      bookingDescription: 'Ude og inde',
    });
  });

  it('an employee is bookable or not, with own hours checked as the company’s', async () => {
    const update = `mutation ($id: ID!, $version: Int!, $input: EmployeeInput!) {
      updateEmployee(id: $id, version: $version, input: $input) { bookable bookingHours version } }`;
    const person = await createPerson(t, { companyId });
    const current = (
      await ok('query ($id: ID!) { employee(id: $id) { version bookable bookingHours } }', { id: person.id })
    ).employee;
    expect(current).toMatchObject({ bookable: true, bookingHours: null });
    const bad = await graphql(t.app, admin.cookie, update, {
      id: person.id,
      version: current.version,
      input: { bookingHours: [{ weekday: 2, start: 900, end: 600 }] },
    });
    expect(ext(bad as Result)).toMatchObject({
      field: 'input.bookingHours.0.end',
      reason: 'booking.hoursEndBeforeStart',
    });
    const saved = (
      await ok(update, {
        id: person.id,
        version: current.version,
        input: { bookable: false, bookingHours: [{ weekday: 2, start: 600, end: 900 }] },
      })
    ).updateEmployee;
    expect(saved).toMatchObject({ bookable: false, bookingHours: [{ weekday: 2, start: 600, end: 900 }] });
  });
});
