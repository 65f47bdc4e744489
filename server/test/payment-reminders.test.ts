import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { dateString, localParts, parseDate, reminderInterestOre } from '@servio/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customers, invoiceReminders, invoices, mailMessages, outbox, visits } from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { RunningWorker } from '../src/jobs/worker.ts';
import { paymentReminderJobKind, runPaymentReminderJob } from '../src/modules/invoices/index.ts';
import { startAppWorker } from './app-worker.ts';
import { createCompany, createCustomer, createVisit, type CreatedPerson } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';
import { pdfText } from './pdf-text.ts';
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';
import { waitFor } from './wait-for.ts';

const outcome = 'count skipped { invoiceId number reason }';
const check = `query ($ids: [ID!]!) { paymentReminderCheck(input: { invoiceIds: $ids }) { ${outcome} } }`;
const send = `mutation ($ids: [ID!]!) { sendPaymentReminders(input: { invoiceIds: $ids }) { ${outcome} } }`;
const fromVisits = `mutation ($ids: [ID!]!) { createInvoiceFromVisits(input: { visitIds: $ids }) { id number version total } }`;
const settings = `mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { reminderFee } }`;
const readReminders = `query ($id: ID!) { invoice(id: $id) { reminderCount lastReminderOn reminders {
  number reminderDate paymentDeadline fee earlierFees interest interestRateBp totalDue sentTo pdfFileId sent cancelledAt } } }`;

const today = () => dateString(localParts(new Date()).days);
const daysAgo = (days: number) => dateString(parseDate(today()) - days);

describe.each(backends)('payment reminders on %s', (backend) => {
  let t: TestApp;
  let smtp: SmtpListener;
  let worker: RunningWorker | null = null;
  let companyId: string;
  let admin: CreatedPerson;
  let customerId: string;

  const ok = async (query: string, variables: Record<string, unknown>) => {
    const r = await graphql(t.app, admin.cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };

  /** An issued invoice of 1.250 kr. (1.000 + VAT) that fell due `overdueDays` ago. */
  async function overdueInvoice(overdueDays: number, customer = customerId) {
    const visit = await createVisit(t, admin.cookie, customer, { price: 100_000 });
    await t.database.db.update(visits).set({ status: 'done' }).where(eq(visits.id, visit.id));
    const invoice = (await ok(fromVisits, { ids: [visit.id] })).createInvoiceFromVisits;
    await t.database.db
      .update(invoices)
      .set({ issueDate: daysAgo(overdueDays + 14), dueDate: daysAgo(overdueDays) })
      .where(eq(invoices.id, invoice.id));
    return invoice as { id: string; number: number; version: number; total: number };
  }

  const remindersOf = (invoiceId: string) =>
    t.database.db
      .select()
      .from(invoiceReminders)
      .where(eq(invoiceReminders.invoiceId, invoiceId))
      .orderBy(asc(invoiceReminders.number));
  /** As if the last reminder went `days` ago: the 10 days' spacing is what the next one waits for. */
  const lastRemindedDaysAgo = (invoiceId: string, days: number) =>
    t.database.db
      .update(invoices)
      .set({ lastReminderOn: daysAgo(days) })
      .where(eq(invoices.id, invoiceId));

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'servio-reminders-'));
    t = await createTestApp(backend, { dataDir });
    smtp = await startSmtpListener();
    ({ companyId, admin } = await createCompany(t, {
      bankRegNo: '1551',
      bankAccountNo: '3456789012',
      reminderFee: 10_000,
      reminderInterest: true,
      referenceRateBp: 175,
    }));
    customerId = (await createCustomer(t, admin.cookie, { email: 'betaler@kunde.test' })).id;
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
  });

  it('counts first, then reminds with the fee and interest, at most three times and 10 days apart', async () => {
    const invoice = await overdueInvoice(30);
    expect((await ok(check, { ids: [invoice.id] })).paymentReminderCheck).toEqual({ count: 1, skipped: [] });
    // The check sends nothing.
    expect(await remindersOf(invoice.id)).toHaveLength(0);

    expect((await ok(send, { ids: [invoice.id] })).sendPaymentReminders).toEqual({ count: 1, skipped: [] });
    const interest = reminderInterestOre(125_000, daysAgo(30), today(), 975);
    expect(interest).toBeGreaterThan(0);
    let read = (await ok(readReminders, { id: invoice.id })).invoice;
    expect(read.reminderCount).toBe(1);
    expect(read.lastReminderOn).toBe(today());
    expect(read.reminders).toEqual([
      {
        number: 1,
        reminderDate: today(),
        paymentDeadline: dateString(parseDate(today()) + 10),
        fee: 10_000,
        earlierFees: 0,
        interest,
        interestRateBp: 975,
        totalDue: 125_000 + 10_000 + interest,
        sentTo: 'betaler@kunde.test',
        pdfFileId: null,
        sent: false,
        cancelledAt: null,
      },
    ]);
    const jobs = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.companyId, companyId), eq(outbox.kind, paymentReminderJobKind)));
    expect(jobs).toHaveLength(1);

    // Again today (a retried request too): too soon, nothing sent.
    const again = (await ok(send, { ids: [invoice.id] })).sendPaymentReminders;
    expect(again).toEqual({
      count: 0,
      skipped: [{ invoiceId: invoice.id, number: invoice.number, reason: 'reminder.tooSoon' }],
    });
    await lastRemindedDaysAgo(invoice.id, 9);
    expect((await ok(send, { ids: [invoice.id] })).sendPaymentReminders.skipped[0].reason).toBe('reminder.tooSoon');
    await lastRemindedDaysAgo(invoice.id, 10);
    expect((await ok(send, { ids: [invoice.id] })).sendPaymentReminders.count).toBe(1);
    await lastRemindedDaysAgo(invoice.id, 10);
    expect((await ok(send, { ids: [invoice.id] })).sendPaymentReminders.count).toBe(1);
    await lastRemindedDaysAgo(invoice.id, 30);
    expect((await ok(send, { ids: [invoice.id] })).sendPaymentReminders.skipped[0].reason).toBe('reminder.tooMany');
    read = (await ok(readReminders, { id: invoice.id })).invoice;
    expect(read.reminders.map((r: AnyData) => [r.number, r.fee, r.earlierFees])).toEqual([
      [1, 10_000, 0],
      [2, 10_000, 10_000],
      [3, 10_000, 20_000],
    ]);
    expect(read.reminders[2].totalDue).toBe(125_000 + 30_000 + interest);
  });

  it('skips what may not be reminded, with the reason, and sends the rest', async () => {
    const due = await overdueInvoice(20);
    const notYet = await overdueInvoice(-3);
    const paid = await overdueInvoice(20);
    await t.database.db.update(invoices).set({ state: 'paid' }).where(eq(invoices.id, paid.id));
    const silent = (await createCustomer(t, admin.cookie)).id;
    const noEmail = await overdueInvoice(20, silent);
    const missing = '00000000-0000-4000-8000-00000000beef';
    const ids = [due.id, notYet.id, paid.id, noEmail.id, missing];
    const counted = (await ok(check, { ids })).paymentReminderCheck;
    expect(counted.count).toBe(1);
    const reasons = Object.fromEntries(counted.skipped.map((s: AnyData) => [s.invoiceId, s.reason]));
    expect(reasons).toEqual({
      [notYet.id]: 'reminder.notOverdue',
      [paid.id]: 'reminder.notOverdue',
      [noEmail.id]: 'reminder.noEmail',
      [missing]: 'reminder.notFound',
    });
    const sent = (await ok(send, { ids })).sendPaymentReminders;
    expect(sent.count).toBe(1);
    expect(sent.skipped).toHaveLength(4);
    expect(await remindersOf(due.id)).toHaveLength(1);
    for (const id of [notYet.id, paid.id, noEmail.id]) expect(await remindersOf(id)).toHaveLength(0);

    const none = await graphql(t.app, admin.cookie, send, { ids: [] });
    expect(errorCode(none)).toBe('BAD_USER_INPUT');
  });

  it('mails each reminder as a PDF through the worker, once, and a paid invoice stops its reminder', async () => {
    const invoice = await overdueInvoice(15);
    await ok(send, { ids: [invoice.id] });
    const stopped = await overdueInvoice(15);
    await ok(send, { ids: [stopped.id] });
    // Paid before the job ran: the reminder is cancelled, not sent.
    await t.database.db.update(invoices).set({ state: 'paid' }).where(eq(invoices.id, stopped.id));

    worker = await startAppWorker(t, smtp);
    await waitFor(async () => (await remindersOf(stopped.id))[0]!.cancelledAt !== null);
    const mailOf = async () =>
      t.database.db
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.companyId, companyId), eq(mailMessages.emailType, 'paymentReminder')));
    // The earlier tests' reminders go too; this one's is the mail its row names.
    await waitFor(async () => {
      const [row] = await remindersOf(invoice.id);
      return (await mailOf()).some((m) => m.id === row!.mailMessageId && m.status === 'sent');
    });
    // Every reminder's job done (mailed or cancelled): the mails counted next do not grow by themselves.
    await waitFor(async () =>
      (await t.database.db.select().from(invoiceReminders).where(eq(invoiceReminders.companyId, companyId))).every(
        (r) => r.mailMessageId !== null || r.cancelledAt !== null,
      ),
    );
    const [reminder] = await remindersOf(invoice.id);
    const sentBefore = (await mailOf()).length;
    const received = smtp.received.find((m) => m.messageId?.includes(reminder!.mailMessageId!))!;
    expect(received.subject).toMatch(new RegExp(`^Rykker for faktura nr\\. ${invoice.number} fra `));
    expect(received.attachments.map((a) => a.filename)).toEqual([`Rykker-1-faktura-${invoice.number}.pdf`]);
    const text = await pdfText(received.attachments[0]!.content);
    for (const expected of [
      'Rykker nr. 1',
      `forfaldt til betaling`,
      'Betales senest',
      'Fakturabeløb',
      '1.250,00',
      'Rykkergebyr',
      '100,00',
      'Renter 9,75 % p.a.',
      'Skyldigt beløb i alt DKK',
      'reg.nr. 1551, kontonr. 3456789012',
      `Angiv fakturanummer ${invoice.number}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect((await remindersOf(stopped.id))[0]!.mailMessageId).toBeNull();

    // The job run again (after a crash): no second mail.
    await withTenant(t.database.db, { companyId, userId: null }, (tx) =>
      runPaymentReminderJob({ db: tx, companyId }, { reminderId: reminder!.id }),
    );
    expect(await mailOf()).toHaveLength(sentBefore);
  });

  it('takes a fee of at most 100 kr. in the settings', async () => {
    const version = async () => (await ok('{ company { version } }', {})).company.version as number;
    const refused = await graphql(t.app, admin.cookie, settings, {
      input: { version: await version(), reminderFee: 10_001 },
    });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.extensions).toMatchObject({
      field: 'input.reminderFee',
      reason: 'reminder_fee_too_high',
    });
    const saved = await ok(settings, { input: { version: await version(), reminderFee: 6_500 } });
    expect(saved.updateCompanySettings.reminderFee).toBe(6_500);
    await ok(settings, { input: { version: await version(), reminderFee: 10_000 } });
    // The customer row is untouched by reminders.
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row!.email).toBe('betaler@kunde.test');
  });
});
