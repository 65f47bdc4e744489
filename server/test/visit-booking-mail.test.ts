import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../src/db/tables/index.ts';
import { createCompany, createCustomer, createPerson, createVisit } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, graphql, type TestApp } from './harness.ts';

const move = `mutation ($id: ID!, $version: Int!, $start: DateTime!, $end: DateTime!) {
  moveVisit(id: $id, version: $version, start: $start, end: $end) { id version } }`;
const update = `mutation ($id: ID!, $version: Int!, $input: VisitInput!) {
  updateVisit(id: $id, version: $version, input: $input) { id version } }`;

// Tuesday 6 May 2031, 09:00–10:30 in Copenhagen (summer time, UTC+2).
const start = new Date('2031-05-06T07:00:00Z');
const end = new Date('2031-05-06T08:30:00Z');
// Thursday 8 May 2031, 13:00–14:30 in Copenhagen.
const movedStart = new Date('2031-05-08T11:00:00Z');
const movedEnd = new Date('2031-05-08T12:30:00Z');

describe.each(backends)('a visit’s booking mail (sendBookingMail) on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: string;
  let danish: string;
  let english: string;

  const ok = async (query: string, variables: Record<string, unknown>) => {
    const r = await graphql(t.app, admin, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };
  const mailsOf = (visitId: string) =>
    t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.companyId, companyId), eq(mailMessages.visitId, visitId)))
      .orderBy(mailMessages.createdAt);
  const scheduled = (customerId: string, overrides: Record<string, unknown> = {}) =>
    createVisit(t, admin, customerId, {
      start: start.toISOString(),
      end: end.toISOString(),
      description: 'Vinduespudsning, tre etager',
      useCustomerAddress: false,
      address: { streetAddress: 'Ahornsgade 8', zipcode: '2200', city: 'København N' },
      sendBookingMail: true,
      ...overrides,
    });

  beforeAll(async () => {
    t = await createTestApp(backend);
    const company = await createCompany(t, {
      name: 'Glans ApS',
      senderName: 'Glans Vinduespolering',
      allowCustomerLogin: true,
    });
    companyId = company.companyId;
    admin = company.admin.cookie;
    danish = (await createCustomer(t, admin, { firstName: 'Anna', lastName: 'Bruun', email: 'anna@example.dk' })).id;
    english = (
      await createCustomer(t, admin, {
        firstName: 'John',
        lastName: 'Smith',
        email: 'john@example.com',
        allowedToLogin: true,
      })
    ).id;
    // Customers speak their login's language (Danish without one).
    await createPerson(t, { companyId, role: 'customer', customerId: english, prefLang: 'en' });
  });
  afterAll(async () => t?.close());

  it('mails the customer once, in Danish, when a visit is created with a time and the flag', async () => {
    const visit = await scheduled(danish);
    const mails = await mailsOf(visit.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      emailType: 'visitBooking',
      toAddress: 'anna@example.dk',
      customerId: danish,
      subject: 'Dit besøg fra Glans Vinduespolering er planlagt',
    });
    expect(mail!.textBody).toContain('Hej Anna Bruun');
    expect(mail!.textBody).toContain('Vi har planlagt dit besøg');
    expect(mail!.textBody).toMatch(/tirsdag den 6\. maj 2031.*09\.00.*10\.30/);
    expect(mail!.textBody).toContain('Adresse: Ahornsgade 8, 2200 København N');
    expect(mail!.textBody).toContain('Opgave: Vinduespudsning, tre etager');
    expect(mail!.textBody).toContain('Venlig hilsen\nGlans Vinduespolering');
  });

  it('mails nothing without the flag, or without a time', async () => {
    const unflagged = await scheduled(danish, { sendBookingMail: false });
    expect(await mailsOf(unflagged.id)).toHaveLength(0);
    const unplanned = await scheduled(danish, { start: null, end: null });
    expect(await mailsOf(unplanned.id)).toHaveLength(0);
  });

  it('mails “moved” when the calendar moves the visit, in English for an English customer', async () => {
    const visit = await scheduled(english);
    await ok(move, {
      id: visit.id,
      version: visit.version,
      start: movedStart.toISOString(),
      end: movedEnd.toISOString(),
    });
    const mails = await mailsOf(visit.id);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your visit from Glans Vinduespolering is scheduled',
      'Your visit from Glans Vinduespolering has been moved',
    ]);
    const moved = mails[1]!;
    expect(moved).toMatchObject({ toAddress: 'john@example.com', emailType: 'visitBooking' });
    expect(moved.textBody).toContain('Hello John Smith');
    expect(moved.textBody).toContain('We have moved your visit. The new time is:');
    expect(moved.textBody).toMatch(/Thursday, 8 May 2031.*13:00.*14:30/);
    expect(moved.textBody).toContain('Address: Ahornsgade 8, 2200 København N');
    expect(moved.textBody).toContain('Task: Vinduespudsning, tre etager');
    expect(moved.textBody).toContain('Kind regards\nGlans Vinduespolering');
  });

  it('mails “moved” when the form changes the time, and nothing when it saves without a time change', async () => {
    const visit = await scheduled(danish);
    const saved = (await ok(update, { id: visit.id, version: visit.version, input: { description: 'Også kælder' } }))
      .updateVisit;
    expect(await mailsOf(visit.id)).toHaveLength(1);
    await ok(update, {
      id: visit.id,
      version: saved.version,
      input: { start: movedStart.toISOString(), end: movedEnd.toISOString() },
    });
    const mails = await mailsOf(visit.id);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Dit besøg fra Glans Vinduespolering er flyttet');
    expect(mails[1]!.textBody).toContain('Vi har flyttet dit besøg. Den nye tid er:');
    expect(mails[1]!.textBody).toMatch(/torsdag den 8\. maj 2031.*13\.00.*14\.30/);
    expect(mails[1]!.textBody).toContain('Opgave: Også kælder');
  });

  it('mails “scheduled” when an unplanned visit gets its first time', async () => {
    const visit = await scheduled(danish, { start: null, end: null });
    await ok(update, {
      id: visit.id,
      version: visit.version,
      input: { start: start.toISOString(), end: end.toISOString() },
    });
    const mails = await mailsOf(visit.id);
    expect(mails.map((m) => m.subject)).toEqual(['Dit besøg fra Glans Vinduespolering er planlagt']);
  });

  it('mails nothing when the customer has no email', async () => {
    const silent = (await createCustomer(t, admin, { firstName: 'Uden', lastName: 'Mail' })).id;
    const visit = await scheduled(silent);
    await ok(move, {
      id: visit.id,
      version: visit.version,
      start: movedStart.toISOString(),
      end: movedEnd.toISOString(),
    });
    expect(await mailsOf(visit.id)).toHaveLength(0);
  });
});
