import { and, eq, inArray, sql } from 'drizzle-orm';
import { dateString, localDay, parseDate } from '@servio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bookings,
  equipmentCategories,
  events,
  equipmentProducts,
  mailMessages,
  materials,
  notifications,
  outbox,
  serviceReminders,
  visits,
} from '../src/db/tables/index.ts';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { demoEquipmentIds } from '../src/db/seed/demo-equipment.ts';
import { mailJobPayloadSchema } from '../src/modules/mail/enqueue-mail.ts';
import { startWorker } from '../src/jobs/worker.ts';
import { jobHandlers } from '../src/jobs/handlers.ts';
import {
  scheduleServiceReminderNights,
  serviceReminderSchedule,
  serviceRemindersNightlyJobKind,
} from '../src/modules/service-reminders/index.ts';
import { createCompany, createCustomer, type CreatedPerson } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';
import { nightArrives } from './night-arrives.ts';
import { waitFor } from './wait-for.ts';

const today = localDay(new Date());
const inDays = (n: number) => dateString(parseDate(today) + n);

const reminderFields = 'id materialId unit customerName email dueOn status reason sentAt respondedAt visitId';
const list = `query ($view: ServiceReminderView!, $status: ServiceReminderStatus, $search: String) {
  serviceReminderList(view: $view, status: $status, search: $search) { totalCount items { ${reminderFields} } } }`;
const check = `query ($ids: [ID!]!) { serviceReminderCheck(reminderIds: $ids) { count skipped { reminderId unit reason } } }`;
const send = `mutation ($ids: [ID!]!) { sendServiceReminders(reminderIds: $ids) { count skipped { reminderId reason } } }`;
const runNow = 'mutation { runServiceRemindersNow { created sent visits skipped { reason } } }';
const ofMaterial = `query ($id: ID!) { serviceReminders(materialId: $id) { ${reminderFields} } }`;
const linkQuery = `query ($token: String!) { serviceReminderLink(token: $token) { valid answered companyName unit dueOn slots } }`;
const answer = `mutation ($token: String!, $input: ServiceReminderAnswerInput!) { answerServiceReminder(token: $token, input: $input) }`;

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(backends)('service reminders on %s', (backend) => {
  let t: TestApp;

  const ok = async (cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };

  /** A company with equipment: a category, a product with a 12-month interval, an administrator. */
  async function equipmentCompany(settings: Record<string, unknown> = {}) {
    const { companyId, admin } = await createCompany(t, { materielServiceActive: true, ...settings });
    const [category] = await t.database.db
      .insert(equipmentCategories)
      .values({ companyId, name: 'Varmepumper' })
      .returning();
    const [product] = await t.database.db
      .insert(equipmentProducts)
      .values({ companyId, categoryId: category!.id, name: 'Etherea NZ25', serviceIntervalMonths: 12 })
      .returning();
    return { companyId, admin, productId: product!.id };
  }

  /** A unit due on `nextServiceOn` (as the materials module keeps it). */
  async function unit(
    companyId: string,
    productId: string,
    values: Partial<typeof materials.$inferInsert> & { nextServiceOn: string | null },
  ) {
    const [row] = await t.database.db
      .insert(materials)
      .values({ companyId, productId, serialNumber: `SN-${Math.random().toString(36).slice(2, 8)}`, ...values })
      .returning();
    return row!;
  }

  const mailsOf = (companyId: string) =>
    t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.companyId, companyId), eq(mailMessages.emailType, 'serviceReminder')));

  /** The link's token, which only the mail job's payload holds (the log has [removed]). */
  async function tokenOf(mailMessageId: string): Promise<string> {
    const [mail] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, mailMessageId));
    const [job] = await t.database.db.select().from(outbox).where(eq(outbox.id, mail!.outboxId!));
    return mailJobPayloadSchema.parse(job!.payload).secret!;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  describe('manual mode', () => {
    let companyId: string;
    let admin: CreatedPerson;
    let due: { id: string };
    let noEmail: { id: string };
    let off: { id: string };
    let later: { id: string };

    beforeAll(async () => {
      const company = await equipmentCompany({ materielDaysBeforeServiceForReminder: 30 });
      ({ companyId, admin } = company);
      const withEmail = await createCustomer(t, admin.cookie, { firstName: 'Mette', email: 'mette@kunde.test' });
      const without = await createCustomer(t, admin.cookie, { firstName: 'Uden', lastName: 'Mail' });
      due = await unit(companyId, company.productId, { customerId: withEmail.id, nextServiceOn: inDays(10) });
      noEmail = await unit(companyId, company.productId, { customerId: without.id, nextServiceOn: inDays(30) });
      later = await unit(companyId, company.productId, { customerId: withEmail.id, nextServiceOn: inDays(31) });
      off = await unit(companyId, company.productId, {
        customerId: withEmail.id,
        serviceActive: false,
        nextServiceOn: inDays(5),
      });
    });

    it('makes a pending reminder for each unit due within the company’s days, sending none', async () => {
      const run = (await ok(admin.cookie, runNow)).runServiceRemindersNow;
      expect(run).toMatchObject({ created: 2, sent: 0, visits: 0 });
      const pending = (await ok(admin.cookie, list, { view: 'pending' })).serviceReminderList;
      expect(pending.totalCount).toBe(2);
      expect(pending.items.map((r: AnyData) => r.materialId)).toEqual([due.id, noEmail.id]);
      expect(pending.items[0]).toMatchObject({
        status: 'pending',
        customerName: expect.stringMatching(/^Mette /),
        dueOn: inDays(10),
      });
      expect(pending.items.some((r: AnyData) => [off.id, later.id].includes(r.materialId))).toBe(false);
      // Again: nothing new.
      expect((await ok(admin.cookie, runNow)).runServiceRemindersNow.created).toBe(0);
      expect(await mailsOf(companyId)).toHaveLength(0);
    });

    it('counts first, with each skip’s reason, then sends each once', async () => {
      const pending = (await ok(admin.cookie, list, { view: 'pending' })).serviceReminderList.items as AnyData[];
      const ids = pending.map((r) => r.id);
      const counted = (await ok(admin.cookie, check, { ids })).serviceReminderCheck;
      expect(counted.count).toBe(1);
      expect(counted.skipped).toEqual([
        { reminderId: ids[1], unit: pending[1]!.unit, reason: 'serviceReminder.noEmail' },
      ]);
      expect(await mailsOf(companyId)).toHaveLength(0);

      const sent = (await ok(admin.cookie, send, { ids })).sendServiceReminders;
      expect(sent).toEqual({ count: 1, skipped: [{ reminderId: ids[1], reason: 'serviceReminder.noEmail' }] });
      const mails = await mailsOf(companyId);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        toAddress: 'mette@kunde.test',
        subject: expect.stringContaining('Etherea NZ25'),
      });
      // The link's token is never in the log: {secret} stands for it until sent.
      expect(mails[0]!.textBody).toContain('{app}/service/{secret}');

      // A retry, or the next night: nothing twice.
      const again = (await ok(admin.cookie, send, { ids })).sendServiceReminders;
      expect(again.count).toBe(0);
      expect(again.skipped.map((s: AnyData) => s.reason)).toEqual([
        'serviceReminder.alreadySent',
        'serviceReminder.noEmail',
      ]);
      await ok(admin.cookie, runNow);
      expect(await mailsOf(companyId)).toHaveLength(1);

      // The send is one audit entry by the administrator, which the activity feed shows too; the retry added none.
      const audited = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'serviceReminder.sent')));
      expect(audited).toEqual([
        expect.objectContaining({ actorEmail: admin.email, details: { count: 1, automatic: false } }),
      ]);
      const feed = await t.database.db
        .select()
        .from(events)
        .where(and(eq(events.companyId, companyId), eq(events.kind, 'service_reminders_sent')));
      expect(feed).toEqual([expect.objectContaining({ payload: expect.objectContaining({ count: 1 }) })]);

      // The sent one is in the history and on its unit; the one without email waits, saying why.
      const history = (await ok(admin.cookie, list, { view: 'history' })).serviceReminderList;
      expect(history.items).toEqual([expect.objectContaining({ materialId: due.id, status: 'queued' })]);
      const waiting = (await ok(admin.cookie, list, { view: 'pending' })).serviceReminderList.items;
      expect(waiting).toEqual([expect.objectContaining({ materialId: noEmail.id, reason: 'serviceReminder.noEmail' })]);
      const onUnit = (await ok(admin.cookie, ofMaterial, { id: due.id })).serviceReminders;
      expect(onUnit).toEqual([expect.objectContaining({ dueOn: inDays(10), status: 'queued' })]);
      expect(onUnit[0].sentAt).not.toBeNull();
    });

    it('refuses a reminder for a unit whose service was turned off, sending nothing', async () => {
      const { serviceReminderList } = await ok(admin.cookie, list, { view: 'pending' });
      const waiting = serviceReminderList.items[0];
      await t.database.db
        .update(materials)
        .set({ serviceActive: false, nextServiceOn: null })
        .where(eq(materials.id, noEmail.id));
      const sent = (await ok(admin.cookie, send, { ids: [waiting.id] })).sendServiceReminders;
      expect(sent).toEqual({ count: 0, skipped: [{ reminderId: waiting.id, reason: 'serviceReminder.serviceOff' }] });
      expect(await mailsOf(companyId)).toHaveLength(1);
      const history = (await ok(admin.cookie, list, { view: 'history', status: 'skipped' })).serviceReminderList;
      expect(history.items).toEqual([
        expect.objectContaining({ materialId: noEmail.id, status: 'skipped', reason: 'serviceReminder.serviceOff' }),
      ]);
    });

    it('lets the customer pick a time through the link, once, without signing in', async () => {
      const [reminder] = await t.database.db
        .select()
        .from(serviceReminders)
        .where(eq(serviceReminders.materialId, due.id));
      const token = await tokenOf(reminder!.mailMessageId!);
      const link = (await ok('', linkQuery, { token })).serviceReminderLink;
      expect(link).toMatchObject({
        valid: true,
        answered: false,
        unit: expect.stringContaining('Etherea NZ25'),
        dueOn: inDays(10),
      });
      expect(link.slots.length).toBe(6);

      const inPast = await graphql(t.app, '', answer, {
        token,
        input: { kind: 'time', start: '2020-01-01T08:00:00Z' },
      });
      expect(inPast.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'serviceReminder.timeInPast',
      });
      const noPhone = await graphql(t.app, '', answer, { token, input: { kind: 'call', phoneNumber: '' } });
      expect(noPhone.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.phoneNumber' });

      expect(
        (await ok('', answer, { token, input: { kind: 'time', start: link.slots[0] } })).answerServiceReminder,
      ).toBe(true);
      const inbox = await t.database.db.select().from(bookings).where(eq(bookings.companyId, companyId));
      expect(inbox).toHaveLength(1);
      expect(inbox[0]).toMatchObject({ email: 'mette@kunde.test', status: 'open' });
      expect(inbox[0]!.message).toContain('Ønsker service');
      const notified = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.id), eq(notifications.kind, 'booking_received')));
      expect(notified).toHaveLength(1);
      const onUnit = (await ok(admin.cookie, ofMaterial, { id: due.id })).serviceReminders;
      expect(onUnit[0].respondedAt).not.toBeNull();

      const twice = await graphql(t.app, '', answer, { token, input: { kind: 'call', phoneNumber: '12345678' } });
      expect(twice.errors?.[0]?.extensions).toMatchObject({ reason: 'serviceReminder.alreadyAnswered' });
      expect((await ok('', linkQuery, { token })).serviceReminderLink.answered).toBe(true);
      expect((await ok('', linkQuery, { token: 'x'.repeat(32) })).serviceReminderLink).toMatchObject({
        valid: false,
        unit: null,
      });
    });

    it('shows another company’s unit to no one', async () => {
      const other = await createCompany(t);
      const r = await graphql(t.app, other.admin.cookie, ofMaterial, { id: due.id });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const page = (await ok(other.admin.cookie, list, { view: 'history' })).serviceReminderList;
      expect(page.totalCount).toBe(0);
    });
  });

  describe('automatic mode with service visits', () => {
    it('sends by itself, one visit per address, and twice in a row sends nothing twice', async () => {
      const company = await equipmentCompany({
        serviceReminderMode: 'automatic',
        createServiceVisits: true,
        serviceReminderSubject: 'Service hos {company}',
        serviceReminderBody: 'Kære {customer}, {unit} skal efterses senest {date}.',
      });
      const { companyId, admin, productId } = company;
      const home = await createCustomer(t, admin.cookie, {
        firstName: 'Jens',
        email: 'jens@kunde.test',
        address: { streetAddress: 'Vestergade 1', zipcode: '8000', city: 'Aarhus' },
      });
      const silentCustomer = await createCustomer(t, admin.cookie, { firstName: 'Ingen' });
      const a = await unit(companyId, productId, { customerId: home.id, nextServiceOn: inDays(3) });
      const b = await unit(companyId, productId, { customerId: home.id, nextServiceOn: inDays(20) });
      const cabin = await unit(companyId, productId, {
        customerId: home.id,
        nextServiceOn: inDays(1),
        streetAddress: 'Strandvejen 9',
        zipcode: '8400',
        city: 'Ebeltoft',
      });
      await unit(companyId, productId, { customerId: silentCustomer.id, nextServiceOn: inDays(2) });

      const first = (await ok(admin.cookie, runNow)).runServiceRemindersNow;
      expect(first).toMatchObject({ created: 4, sent: 3, visits: 3, skipped: [{ reason: 'serviceReminder.noEmail' }] });
      const second = (await ok(admin.cookie, runNow)).runServiceRemindersNow;
      expect(second).toMatchObject({ created: 0, sent: 0, visits: 0 });

      const mails = await mailsOf(companyId);
      expect(mails).toHaveLength(3);
      const audited = await t.database.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'serviceReminder.sent')));
      expect(audited).toEqual([{ details: { count: 3, automatic: false } }]);
      expect(mails.every((m) => m.subject.startsWith('Service hos Testfirma'))).toBe(true);
      expect(mails[0]!.textBody).toMatch(
        /^Kære Jens .*skal efterses senest \d+\. \w+ \d{4}\.\n\n\{app\}\/service\/\{secret\}\n$/s,
      );

      const made = await t.database.db.select().from(visits).where(eq(visits.companyId, companyId));
      // Home, cabin and the customer without email (a visit needs no mail).
      expect(made).toHaveLength(3);
      const byStreet = new Map(made.map((v) => [v.streetAddress, v]));
      expect(byStreet.get('Vestergade 1')).toMatchObject({
        status: 'not_scheduled',
        customerId: home.id,
        useCustomerAddress: true,
      });
      expect([...byStreet.get('Vestergade 1')!.materielIds].sort()).toEqual([a.id, b.id].sort());
      expect(byStreet.get('Strandvejen 9')).toMatchObject({ useCustomerAddress: false, materielIds: [cabin.id] });
    });
  });

  describe('the nightly schedule', () => {
    it('enqueues one job per company and day, however many instances schedule at once', async () => {
      const company = await equipmentCompany();
      await unit(company.companyId, company.productId, { nextServiceOn: inDays(400) });
      const added = await Promise.all([
        scheduleServiceReminderNights(t.database.db),
        scheduleServiceReminderNights(t.database.db),
      ]);
      expect(added[0]! + added[1]!).toBeGreaterThanOrEqual(3); // the two demo companies and this one
      expect(Math.min(...added)).toBe(0);
      const jobs = await t.database.db
        .select({ companyId: outbox.companyId, payload: outbox.payload, runAfter: outbox.runAfter })
        .from(outbox)
        .where(and(eq(outbox.kind, serviceRemindersNightlyJobKind), sql`${outbox.payload}->>'day' = ${today}`));
      const companies = jobs.map((j) => j.companyId);
      expect(new Set(companies).size).toBe(companies.length);
      expect(companies).toContain(company.companyId);
      expect(companies).toContain(demoCompanyId);
      expect(await scheduleServiceReminderNights(t.database.db)).toBe(0);
    });

    it('runs with two workers: each due unit is reminded once', { timeout: 60_000 }, async () => {
      const company = await equipmentCompany({ serviceReminderMode: 'automatic' });
      const customer = await createCustomer(t, company.admin.cookie, { email: 'nat@kunde.test' });
      const units = [];
      for (let i = 0; i < 6; i++) {
        units.push(
          await unit(company.companyId, company.productId, { customerId: customer.id, nextServiceOn: inDays(i) }),
        );
      }
      const handlers = jobHandlers({
        mail: {
          transport: null,
          publicUrl: 'http://app.servio.test',
          productFrom: 'Servio <no-reply@servio.dk>',
          clickKey: Buffer.alloc(32),
          loadAttachment: async () => {
            throw new Error('no attachments');
          },
          log: silent,
        },
      });
      const workers = await Promise.all(
        [0, 1].map(() =>
          startWorker({
            database: t.database,
            handlers,
            schedules: [serviceReminderSchedule()],
            log: silent,
            pollMs: 20,
            leaseSeconds: 30,
            retryBaseMs: 50,
          }),
        ),
      );
      try {
        await nightArrives(t.database.db, company.companyId);
        await waitFor(
          async () => {
            const mails = await mailsOf(company.companyId);
            return mails.length === units.length && mails.every((m) => m.status === 'kept');
          },
          40_000,
          'the reminders kept',
        );
        const [job] = await t.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.companyId, company.companyId), eq(outbox.kind, serviceRemindersNightlyJobKind)));
        await waitFor(async () => {
          const [done] = await t.database.db.select().from(outbox).where(eq(outbox.id, job!.id));
          return done!.sentAt !== null;
        });
      } finally {
        await Promise.all(workers.map((w) => w.stop()));
      }
      const reminders = await t.database.db
        .select()
        .from(serviceReminders)
        .where(
          inArray(
            serviceReminders.materialId,
            units.map((u) => u.id),
          ),
        );
      expect(reminders).toHaveLength(units.length);
      expect(reminders.every((r) => r.state === 'queued' && r.mailMessageId)).toBe(true);
      expect(await mailsOf(company.companyId)).toHaveLength(units.length);
      const jobs = await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.companyId, company.companyId), eq(outbox.kind, serviceRemindersNightlyJobKind)));
      expect(jobs).toHaveLength(1);
    });
  });

  it('reminds the demo’s due units and leaves the one reminded already', async () => {
    const cookie = await signIn(t.app, 'admin@demo.dk');
    await ok(cookie, runNow);
    const pending = (await ok(cookie, list, { view: 'pending' })).serviceReminderList.items as AnyData[];
    const ids = pending.map((r) => r.materialId);
    expect(ids).toContain(demoEquipmentIds.dueMaterial);
    expect(ids).not.toContain('5eed0000-0000-4000-8000-000000006101');
  });
});
