import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  economicConnections,
  economicSyncLog,
  invoiceCounters,
  invoices,
  items,
  outbox,
  visits,
} from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { Job } from '../src/jobs/queue.ts';
import type { RunningWorker } from '../src/jobs/worker.ts';
import { economicServicesOf, runEconomicInvoiceJob } from '../src/modules/economic/index.ts';
import { economicInvoiceJobKind } from '../src/modules/invoices/index.ts';
import { startAppWorker } from './app-worker.ts';
import { createCompany, createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import { startFakeEconomic, type FakeEconomic } from './fake-economic.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, graphql, type TestApp } from './harness.ts';
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';
import { waitFor } from './wait-for.ts';

const save = `mutation ($input: EconomicTokensInput!) { saveEconomicTokens(input: $input) { connected agreementName agreementNumber connectedAt } }`;
const connection = `query { economicConnection { connected agreementName lastPaymentsPullAt } }`;
const syncLog = `query { economicSyncLog(limit: 200) { totalCount items { entity entityId action outcome httpStatus message } } }`;
const invoiceQuery = `query ($id: ID!) { invoice(id: $id) { id state number economicState economicError economicBookedNumber } }`;
const retry = `mutation ($id: ID!) { retryEconomicInvoice(id: $id) { id economicState } }`;
const fromVisits = `mutation ($ids: [ID!]!) { createInvoiceFromVisits(input: { visitIds: $ids }) { id number state version lines { id description } } }`;
const addLine = `mutation ($input: AddVisitLineInput!) { addVisitLine(input: $input) { id } }`;

const ext = (r: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe.each(backends)('e-conomic sync on %s', (backend) => {
  let t: TestApp;
  let fake: FakeEconomic;
  let smtp: SmtpListener;
  let worker: RunningWorker | null = null;
  let companies = 0;

  interface Company {
    companyId: string;
    admin: CreatedPerson;
    customerId: string;
  }

  beforeAll(async () => {
    fake = await startFakeEconomic();
    smtp = await startSmtpListener();
    t = await createTestApp(backend, { economicApiUrl: fake.url, economicTimeoutMs: 300 });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await fake?.close();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
    fake.tokens.appSecretToken = 'fake-app-secret';
  });

  const ok = async (cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };

  /** A company using e-conomic, connected to the fake, with a customer (an EAN customer with `ean`). */
  async function setUp(options: { connect?: boolean; ean?: string } = {}): Promise<Company> {
    const { companyId, admin } = await createCompany(t, { headlessApiEconomicActive: true, eanPayment: true });
    // One fake agreement serves every test company: their invoice numbers must not meet there.
    await t.database.db.insert(invoiceCounters).values({ companyId, nextNumber: (companies += 1) * 1000 });
    const customer = await createCustomer(t, admin.cookie, {
      companyName: 'Boligforeningen Lyset',
      useCompany: true,
      email: 'bogholderi@lyset.test',
      ...(options.ean ? { ean: options.ean } : {}),
      address: { streetAddress: 'Lysvej 3', zipcode: '8000', city: 'Aarhus C' },
    });
    if (options.connect ?? true) await ok(admin.cookie, save, { input: fake.tokens });
    return { companyId, admin, customerId: customer.id };
  }

  /** An issued invoice: a visit's fixed price (1.000 kr.) and two of an item (SKU `sku`). */
  async function issue(company: Company, sku = `FLT-${Math.random().toString(36).slice(2, 8)}`) {
    const [item] = await t.database.db
      .insert(items)
      .values({ companyId: company.companyId, sku, name: 'Filter F7', salesPrice: 12_500, costPrice: 8_000 })
      .returning();
    const visit = await createVisit(t, company.admin.cookie, company.customerId, {
      price: 100_000,
      start: '2026-11-02T08:00:00.000Z',
      end: '2026-11-02T10:00:00.000Z',
    });
    await ok(company.admin.cookie, addLine, { input: { visitId: visit.id, itemId: item!.id, quantity: 2000 } });
    await t.database.db.update(visits).set({ status: 'done' }).where(eq(visits.id, visit.id));
    return (await ok(company.admin.cookie, fromVisits, { ids: [visit.id] })).createInvoiceFromVisits as AnyData;
  }

  const invoiceRow = async (id: string) => (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  const logOf = (companyId: string) =>
    t.database.db.select().from(economicSyncLog).where(eq(economicSyncLog.companyId, companyId));
  const bookedFor = (id: string) =>
    [...fake.booked.values()].filter((b) => (b.references as { other?: string })?.other === id);

  it('stores the tokens trimmed and encrypted, and refuses wrong ones with a reason', async () => {
    const company = await setUp({ connect: false });
    const spaced = {
      appSecretToken: `  ${fake.tokens.appSecretToken.slice(0, 4)} ${fake.tokens.appSecretToken.slice(4)}\n`,
      agreementGrantToken: `\t${fake.tokens.agreementGrantToken} `,
    };
    // e-conomic not answering (a timeout) or failing: a clear reason, and nothing stored.
    fake.fail('hang', 1);
    expect(ext(await graphql(t.app, company.admin.cookie, save, { input: spaced }))).toMatchObject({
      code: 'CONFLICT',
      reason: 'economic.unreachable',
    });
    fake.fail('500', 1);
    expect(ext(await graphql(t.app, company.admin.cookie, save, { input: spaced }))).toMatchObject({
      reason: 'economic.unreachable',
    });
    expect(((await ok(company.admin.cookie, connection)).economicConnection as AnyData).connected).toBe(false);

    const saved = (await ok(company.admin.cookie, save, { input: spaced })).saveEconomicTokens as AnyData;
    expect(saved).toMatchObject({ connected: true, agreementName: 'Testfirma Regnskab ApS', agreementNumber: 424242 });
    const [row] = await t.database.db
      .select()
      .from(economicConnections)
      .where(eq(economicConnections.companyId, company.companyId));
    expect(row!.appSecretToken).not.toContain(fake.tokens.appSecretToken);
    expect(row!.agreementGrantToken).not.toContain(fake.tokens.agreementGrantToken);
    expect(economicServicesOf(t.services).box!.open(row!.appSecretToken!)).toBe(fake.tokens.appSecretToken);
    // A pull of payments is scheduled by connecting.
    const pulls = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.companyId, company.companyId), eq(outbox.kind, 'economic_payments')));
    expect(pulls).toHaveLength(1);

    const wrong = await graphql(t.app, company.admin.cookie, save, {
      input: { appSecretToken: 'nope', agreementGrantToken: fake.tokens.agreementGrantToken },
    });
    expect(ext(wrong)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'economic.unauthorized' });
    // The stored connection is untouched by the refused one.
    expect(((await ok(company.admin.cookie, connection)).economicConnection as AnyData).connected).toBe(true);

    const off = await createCompany(t, { headlessApiEconomicActive: false });
    expect(ext(await graphql(t.app, off.admin.cookie, save, { input: fake.tokens }))).toMatchObject({
      code: 'CONFLICT',
      reason: 'economic.off',
    });
  });

  it('holds no database transaction while e-conomic takes its time (PGlite has one connection)', async () => {
    const company = await setUp({ connect: false });
    const asked = fake.requests.length;
    fake.fail('hang', 1, { when: (_m, path) => path === '/self' });
    let answered = false;
    const saving = graphql(t.app, company.admin.cookie, save, { input: fake.tokens }).then((r) => {
      answered = true;
      return r;
    });
    await waitFor(async () => fake.requests.slice(asked).some((r) => r.path === '/self'), 5_000, '/self asked');
    // While e-conomic hangs, the company's other reads go on: the save holds no connection.
    expect(((await ok(company.admin.cookie, connection)).economicConnection as AnyData).connected).toBe(false);
    expect(answered).toBe(false);
    expect(ext(await saving)).toMatchObject({ code: 'CONFLICT', reason: 'economic.unreachable' });
  });

  it('pushes an issued invoice: the customer, its products, a draft booked with our number', async () => {
    const company = await setUp({ ean: '5790000123452' });
    const invoice = await issue(company, 'FLT-7/A');
    expect((await invoiceRow(invoice.id)).economicState).toBe('pending');
    worker = await startAppWorker(t, smtp);
    await waitFor(async () => (await invoiceRow(invoice.id)).economicState === 'synced', 10_000, 'synced');

    const row = await invoiceRow(invoice.id);
    expect(row.economicBookedNumber).toBe(invoice.number);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, company.customerId));
    const remoteCustomer = fake.customers.get(customer!.economicCustomerNumber!);
    expect(remoteCustomer).toMatchObject({ name: 'Boligforeningen Lyset', ean: '5790000123452', currency: 'DKK' });
    expect(fake.products.get('FLT-7/A')).toMatchObject({ name: 'Filter F7', salesPrice: 125, costPrice: 80 });
    const [booked] = bookedFor(invoice.id);
    expect(booked).toMatchObject({ bookedInvoiceNumber: invoice.number, sendBy: 'ean' });
    expect((booked!.lines as unknown[]).length).toBe(2);
    const log = await logOf(company.companyId);
    expect(log.filter((l) => l.entityId === invoice.id).map((l) => `${l.action}:${l.outcome}`)).toEqual(
      expect.arrayContaining(['drafted:ok', 'booked:ok']),
    );
  });

  it('books a credit note of part of an invoice as money back: negative quantities, a negative amount', async () => {
    const company = await setUp();
    const invoice = await issue(company);
    const filters = invoice.lines.find((l: AnyData) => l.description === 'Filter F7');
    const note = (
      await ok(
        company.admin.cookie,
        `mutation ($id: ID!, $version: Int!, $lines: [CreditLineInput!]) {
          creditInvoice(id: $id, version: $version, lines: $lines) { id number total } }`,
        { id: invoice.id, version: invoice.version, lines: [{ lineId: filters.id, quantity: 1000 }] },
      )
    ).creditInvoice;
    worker = await startAppWorker(t, smtp);
    // Both, so that no job of this company is left for the next test's failures.
    for (const id of [invoice.id, note.id])
      await waitFor(async () => (await invoiceRow(id)).economicState === 'synced', 10_000, 'synced');
    const [booked] = bookedFor(note.id);
    expect(booked).toMatchObject({ bookedInvoiceNumber: note.number, grossAmount: note.total / 100 });
    expect(booked!.lines).toEqual([expect.objectContaining({ quantity: -1, unitNetPrice: 125 })]);
  });

  it('comes back at Retry-After after a 429 without using up an attempt, and retries a 500', async () => {
    const company = await setUp();
    const invoice = await issue(company);
    fake.fail('429', 1, { retryAfterSeconds: 1, when: (m, p) => m === 'POST' && p === '/invoices/drafts' });
    fake.fail('500', 1, { when: (m, p) => m === 'POST' && p === '/invoices/booked' });
    worker = await startAppWorker(t, smtp);
    await waitFor(async () => (await invoiceRow(invoice.id)).economicState === 'synced', 15_000, 'synced');
    expect(bookedFor(invoice.id)).toHaveLength(1);
    const log = await logOf(company.companyId);
    const busy = log.find((l) => l.httpStatus === 429)!;
    expect(busy).toMatchObject({ outcome: 'retrying', action: 'drafted' });
    expect(busy.message).toMatch(/^economic\.busy /);
    expect(log.find((l) => l.httpStatus === 500)).toMatchObject({ outcome: 'retrying', action: 'booked' });
    // The 429's attempt was given back: the job that booked ran on its second counted attempt (the 500's retry).
    const jobs = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.companyId, company.companyId), eq(outbox.kind, economicInvoiceJobKind)));
    expect(jobs.every((j) => j.sentAt !== null)).toBe(true);
    expect(Math.max(...jobs.map((j) => j.attempts))).toBe(2);
  });

  it('marks the invoice failed on a 401 without a retry loop, and "Prøv igen" pushes it again', async () => {
    const company = await setUp();
    // Reserve the customer's number first, so the refusal comes at the draft.
    const invoice = await issue(company);
    fake.tokens.appSecretToken = 'revoked';
    worker = await startAppWorker(t, smtp);
    await waitFor(async () => (await invoiceRow(invoice.id)).economicState === 'failed', 10_000, 'failed');
    const row = await invoiceRow(invoice.id);
    expect(row.economicError).toMatch(/^economic\.unauthorized /);
    const jobs = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.companyId, company.companyId), eq(outbox.kind, economicInvoiceJobKind)));
    expect(jobs.map((j) => [j.attempts, j.sentAt !== null])).toEqual([[1, true]]);
    expect((await logOf(company.companyId)).find((l) => l.httpStatus === 401)).toMatchObject({ outcome: 'failed' });

    fake.tokens.appSecretToken = 'fake-app-secret';
    const retried = (await ok(company.admin.cookie, retry, { id: invoice.id })).retryEconomicInvoice as AnyData;
    expect(retried.economicState).toBe('pending');
    await waitFor(async () => (await invoiceRow(invoice.id)).economicState === 'synced', 10_000, 'synced');
    const shown = (await ok(company.admin.cookie, invoiceQuery, { id: invoice.id })).invoice as AnyData;
    expect(shown).toMatchObject({ economicState: 'synced', economicError: null, economicBookedNumber: invoice.number });
  });

  it('after a crash between e-conomic and our commit, books the invoice once on the retry', async () => {
    const company = await setUp();
    const invoice = await issue(company);
    const services = economicServicesOf(t.services);
    const nextJob = async (): Promise<Job> => {
      const [row] = await t.database.db
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.companyId, company.companyId), eq(outbox.kind, economicInvoiceJobKind), sql`sent_at is null`),
        );
      return { ...row!, attempts: 1 };
    };
    const run = (job: Job, crash: boolean) =>
      withTenant(t.database.db, { companyId: company.companyId, userId: null }, async (tx) => {
        await runEconomicInvoiceJob({ db: tx, companyId: company.companyId }, job, services);
        await tx.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, job.id));
        if (crash) throw new Error('killed before the commit');
      });
    // The first run reserves the customer's number and queues the push.
    await run(await nextJob(), false);
    const drafts = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/invoices/drafts').length;
    const before = drafts();

    // Booking fails after the draft was made: the draft is found by our id on the retry.
    fake.fail('500', 1, { when: (m, p) => m === 'POST' && p === '/invoices/booked' });
    const job = await nextJob();
    await expect(run(job, false)).rejects.toThrow(/economic\.unreachable/);
    expect(fake.drafts.size).toBeGreaterThan(0);
    // Everything went through, but our transaction died: the booked invoice is found by our number.
    await expect(run(job, true)).rejects.toThrow('killed before the commit');
    expect(bookedFor(invoice.id)).toHaveLength(1);
    expect((await invoiceRow(invoice.id)).economicState).toBe('pending');
    await run(job, false);

    expect((await invoiceRow(invoice.id)).economicState).toBe('synced');
    expect(drafts() - before).toBe(1);
    expect(bookedFor(invoice.id)).toHaveLength(1);
    expect([...fake.drafts.values()].filter((d) => (d.references as { other: string }).other === invoice.id)).toEqual(
      [],
    );
  });

  it('pulls paid status: a booked invoice with remainder 0 becomes paid', async () => {
    const company = await setUp();
    const invoice = await issue(company);
    worker = await startAppWorker(t, smtp);
    await waitFor(async () => (await invoiceRow(invoice.id)).economicState === 'synced', 10_000, 'synced');
    fake.settle(invoice.number);
    await ok(company.admin.cookie, 'mutation { pullEconomicPayments { connected } }');
    await waitFor(async () => (await invoiceRow(invoice.id)).state === 'paid', 10_000, 'paid');
    const view = (await ok(company.admin.cookie, connection)).economicConnection as AnyData;
    expect(view.lastPaymentsPullAt).not.toBeNull();
    // One pull stays scheduled (the next hour's), however often it was asked for.
    const pending = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.companyId, company.companyId), eq(outbox.kind, 'economic_payments'), sql`sent_at is null`));
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAfter.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
  });

  it('shows another company neither the connection nor the log, nor lets it retry the invoice', async () => {
    const company = await setUp();
    const invoice = await issue(company);
    const other = await setUp({ connect: false });
    expect(((await ok(other.admin.cookie, connection)).economicConnection as AnyData).connected).toBe(false);
    const log = (await ok(other.admin.cookie, syncLog)).economicSyncLog as AnyData;
    expect(log.items.filter((l: AnyData) => l.entityId === invoice.id)).toEqual([]);
    expect(log.totalCount).toBe(0);
    expect(ext(await graphql(t.app, other.admin.cookie, retry, { id: invoice.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const employee = await createPerson(t, { companyId: company.companyId });
    expect(ext(await graphql(t.app, employee.cookie, connection))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
