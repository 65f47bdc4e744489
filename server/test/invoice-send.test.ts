import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companies, customers, invoices, mailMessages, outbox, storedFiles, visits } from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { RunningWorker } from '../src/jobs/worker.ts';
import { invoicePdfJobKind, loadInvoicePdfInput, runInvoicePdfJob } from '../src/modules/invoices/index.ts';
import { startAppWorker } from './app-worker.ts';
import { createPerson, createVisit } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';
import { pdfText } from './pdf-text.ts';
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';
import { createInvoicingCompany, invoiceViewers, type InvoicingCompany } from './invoicing-company.ts';
import { statementLog } from './statement-log.ts';
import { waitFor } from './wait-for.ts';

const invoiceFields = 'id kind state number version total dueDate pdfFileId sentAt sentTo customerEmail';
const fromVisits = `mutation ($ids: [ID!]!) { createInvoiceFromVisits(input: { visitIds: $ids }) { ${invoiceFields} } }`;
const credit = `mutation ($id: ID!, $version: Int!) { creditInvoice(id: $id, version: $version) { ${invoiceFields} } }`;
const send = `mutation ($input: SendInvoiceInput!, $key: String) { sendInvoice(input: $input, idempotencyKey: $key) { ${invoiceFields} } }`;
const addLine = `mutation ($input: AddVisitLineInput!) { addVisitLine(input: $input) { id } }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe.each(backends)('the invoice PDF and its mail on %s', (backend) => {
  let t: TestApp;
  let smtp: SmtpListener;
  let worker: RunningWorker | null = null;
  const log = statementLog();

  type Company = InvoicingCompany;

  /** A company with bank details and payment choices, a customer (who wants invoices by mail unless told). */
  const setUp = (options: { sendInvoiceToMe?: boolean; invoiceAsDraft?: boolean } = {}) =>
    createInvoicingCompany(t, {
      company: {
        showInvoicePaymentOption: true,
        paymentChoices: [{ label: 'MobilePay', name: 'mobilepay' }],
        paymentDelayDays: 14,
        invoiceAsDraft: options.invoiceAsDraft ?? false,
      },
      customer: {
        companyName: 'Boligforeningen Lyset',
        email: 'bogholderi@lyset.test',
        address: { streetAddress: 'Lysvej 3', zipcode: '8000', city: 'Aarhus C' },
      },
      customerRow: { sendInvoiceToMe: options.sendInvoiceToMe ?? true },
    });

  const ok = async (cookie: string, query: string, variables: Record<string, unknown>) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };

  /** An invoice of a finished visit (fixed price 1.000 kr.) with `lines` more lines of 2 × 125 kr. */
  async function invoiceOf(company: Company, lines = 1) {
    const visit = await createVisit(t, company.admin.cookie, company.customerId, {
      price: 100_000,
      start: '2026-11-02T08:00:00.000Z',
      end: '2026-11-02T10:00:00.000Z',
    });
    for (let i = 0; i < lines; i++) {
      await ok(company.admin.cookie, addLine, {
        input: { visitId: visit.id, description: `Filter F${i + 7}`, quantity: 2000, unitPrice: 12_500 },
      });
    }
    await t.database.db.update(visits).set({ status: 'done' }).where(eq(visits.id, visit.id));
    return (await ok(company.admin.cookie, fromVisits, { ids: [visit.id] })).createInvoiceFromVisits as AnyData;
  }

  const jobsOf = (companyId: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.companyId, companyId), eq(outbox.kind, invoicePdfJobKind)));
  const pdfRowsOf = (customerId: string) =>
    t.database.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.customerId, customerId), eq(storedFiles.purpose, 'invoicePdf')));
  const mailsOf = (customerId: string) =>
    t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.customerId, customerId), eq(mailMessages.emailType, 'invoice')));
  const receivedFor = async (customerId: string) => {
    const ids = (await mailsOf(customerId)).map((m) => m.id);
    return smtp.received.filter((m) => ids.some((id) => m.messageId?.includes(id)));
  };
  const readInvoiceRow = async (id: string) =>
    (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  const fileOf = (cookie: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/files/${id}`, headers: { cookie } });
  const preview = (cookie: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/invoices/${id}/preview.pdf`, headers: { cookie } });

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'servio-invoice-send-'));
    t = await createTestApp(backend, { dataDir }, log.appOptions);
    smtp = await startSmtpListener();
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
  });

  it('makes the issued invoice a PDF with what a Danish invoice states, and mails it to a customer who wants it', async () => {
    const company = await setUp();
    const invoice = await invoiceOf(company);
    expect((await jobsOf(company.companyId)).map((j) => j.payload)).toEqual([{ invoiceId: invoice.id }]);

    worker = await startAppWorker(t, smtp);
    await waitFor(async () => (await receivedFor(company.customerId)).length === 1);
    const row = await readInvoiceRow(invoice.id);
    expect(row.pdfFileId).not.toBeNull();
    expect(row.sentTo).toBe('bogholderi@lyset.test');
    const [mail] = await receivedFor(company.customerId);
    expect(mail!.subject).toMatch(new RegExp(`^Faktura nr\\. ${invoice.number} fra Testfirma`));
    expect(mail!.text).toMatch(/på 1\.562,50\skr\. med betaling senest \d+\. \w+ \d{4}\./);
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`Faktura-${invoice.number}.pdf`]);

    const text = await pdfText(mail!.attachments[0]!.content);
    for (const expected of [
      'Faktura',
      'Forfaldsdato',
      'Boligforeningen Lyset',
      'Lysvej 3',
      '8000 Aarhus C',
      'CVR 24256790',
      'Enghavevej 80',
      'Filter F7',
      '2 stk',
      '125,00',
      '250,00',
      'Subtotal ekskl. moms',
      '1.250,00',
      'Moms 25 %',
      '312,50',
      'I alt DKK',
      '1.562,50',
      'Netto 14 dage',
      'reg.nr. 1551, kontonr. 3456789012',
      `Angiv fakturanummer ${invoice.number}`,
      'MobilePay',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(new RegExp(`Nummer\\s+${invoice.number}\\n`));
    expect(text).toMatch(/Testbesøg \S+\s+2\. november 2026\s+1 stk\s+1\.000,00\s+1\.000,00/);
    expect(text).not.toContain('KLADDE');

    // Run again (a crash after commit, a retry): no second file, no second mail.
    await withTenant(t.database.db, { companyId: company.companyId, userId: null }, (tx) =>
      runInvoicePdfJob({ db: tx, companyId: company.companyId }, { invoiceId: invoice.id }),
    );
    expect(await pdfRowsOf(company.customerId)).toHaveLength(1);
    expect(await mailsOf(company.customerId)).toHaveLength(1);
  });

  it('makes the PDF without mailing it when the customer does not want invoices by mail, and none for a draft', async () => {
    const company = await setUp({ sendInvoiceToMe: false });
    const invoice = await invoiceOf(company);
    worker = await startAppWorker(t, smtp);
    await waitFor(async () => (await readInvoiceRow(invoice.id)).pdfFileId !== null);
    expect(await mailsOf(company.customerId)).toHaveLength(0);
    expect((await readInvoiceRow(invoice.id)).sentAt).toBeNull();

    const drafts = await setUp({ invoiceAsDraft: true });
    const draft = await invoiceOf(drafts);
    expect(draft.state).toBe('draft');
    expect(await jobsOf(drafts.companyId)).toHaveLength(0);
  });

  it('speaks the language of the customer’s login', async () => {
    const company = await setUp({ sendInvoiceToMe: false });
    await t.database.db.update(companies).set({ allowCustomerLogin: true }).where(eq(companies.id, company.companyId));
    await t.database.db.update(customers).set({ allowedToLogin: true }).where(eq(customers.id, company.customerId));
    await createPerson(t, {
      companyId: company.companyId,
      role: 'customer',
      customerId: company.customerId,
      prefLang: 'en',
    });
    const invoice = await invoiceOf(company);
    const response = await preview(company.admin.cookie, invoice.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`Invoice-${invoice.number}.pdf`);
    const text = await pdfText(response.rawPayload);
    for (const expected of ['Invoice', 'Due date', 'Subtotal excl. VAT', 'VAT 25 %', 'Total DKK', 'Net 14 days']) {
      expect(text).toContain(expected);
    }
  });

  it('shows a draft as a draft, and a credit note with the invoice it credits and nothing to pay', async () => {
    const drafts = await setUp({ invoiceAsDraft: true });
    const draft = await invoiceOf(drafts);
    const draftPdf = await preview(drafts.admin.cookie, draft.id);
    expect(draftPdf.statusCode).toBe(200);
    expect(draftPdf.headers['content-type']).toBe('application/pdf');
    expect(draftPdf.headers['cache-control']).toBe('private, no-store');
    const draftText = await pdfText(draftPdf.rawPayload);
    expect(draftText).toContain('KLADDE');
    expect(draftText).not.toContain('Angiv fakturanummer');

    const company = await setUp({ sendInvoiceToMe: false });
    const invoice = await invoiceOf(company);
    const note = (await ok(company.admin.cookie, credit, { id: invoice.id, version: invoice.version })).creditInvoice;
    const text = await pdfText((await preview(company.admin.cookie, note.id)).rawPayload);
    expect(text).toContain('Kreditnota');
    expect(text).toContain(`Krediterer faktura nr. ${invoice.number}`);
    expect(text).toContain('-1.562,50');
    expect(text).toContain('der skal ikke betales');
    expect(text).not.toContain('kontonr.');
  });

  it('sends an issued invoice by hand once per key, refuses a draft and a bad address, and marks it sent', async () => {
    const company = await setUp({ sendInvoiceToMe: false });
    const invoice = await invoiceOf(company);
    expect(invoice.customerEmail).toBe('bogholderi@lyset.test');

    const bad = await graphql(t.app, company.admin.cookie, send, {
      input: { invoiceId: invoice.id, to: 'ikke en mail' },
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(ext(bad)?.field).toBe('input.to');

    const input = { invoiceId: invoice.id, to: 'kasserer@lyset.test' };
    const key = randomUUID();
    const first = (await ok(company.admin.cookie, send, { input, key })).sendInvoice;
    const again = (await ok(company.admin.cookie, send, { input, key })).sendInvoice;
    expect(first.sentTo).toBe('kasserer@lyset.test');
    expect(first.pdfFileId).not.toBeNull();
    expect(again.pdfFileId).toBe(first.pdfFileId);
    const mails = await mailsOf(company.customerId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachmentFileIds).toEqual([first.pdfFileId]);
    expect(mails[0]!.subject).toBe(`Faktura nr. ${invoice.number} fra ${mails[0]!.subject.split(' fra ')[1]}`);

    // The job finds the PDF the send made, and the invoice already sent: one file, one mail.
    await withTenant(t.database.db, { companyId: company.companyId, userId: null }, (tx) =>
      runInvoicePdfJob({ db: tx, companyId: company.companyId }, { invoiceId: invoice.id }),
    );
    expect(await pdfRowsOf(company.customerId)).toHaveLength(1);
    expect(await mailsOf(company.customerId)).toHaveLength(1);

    const drafts = await setUp({ invoiceAsDraft: true });
    const draft = await invoiceOf(drafts);
    const refused = await graphql(t.app, drafts.admin.cookie, send, {
      input: { invoiceId: draft.id, to: 'kasserer@lyset.test' },
    });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(ext(refused)?.reason).toBe('invoice.draftNotSent');
    expect(await mailsOf(drafts.customerId)).toHaveLength(0);
  });

  it('lets only those who may invoice open the PDF, and no other company', async () => {
    const company = await setUp({ sendInvoiceToMe: false });
    const invoice = await invoiceOf(company);
    const sent = (await ok(company.admin.cookie, send, { input: { invoiceId: invoice.id, to: 'kasserer@lyset.test' } }))
      .sendInvoice;
    for (const [who, status] of await invoiceViewers(t, company)) {
      expect((await fileOf(who.cookie, sent.pdfFileId)).statusCode, who.email).toBe(status);
      expect((await preview(who.cookie, invoice.id)).statusCode, who.email).toBe(status);
    }
    expect((await preview(company.admin.cookie, 'not-an-id')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/invoices/${invoice.id}/preview.pdf` })).statusCode).toBe(404);
  });

  it('reads what the PDF shows in the same number of statements however many lines the invoice has', async () => {
    const company = await setUp({ sendInvoiceToMe: false });
    const small = await invoiceOf(company, 1);
    const large = await invoiceOf(company, 12);
    const load = (invoiceId: string, lines: number) =>
      log.count(() =>
        withTenant(t.database.db, { companyId: company.companyId, userId: null }, async (tx) => {
          const loaded = await loadInvoicePdfInput({ db: tx, companyId: company.companyId }, invoiceId);
          expect(loaded.input.lines).toHaveLength(lines + 1);
          // The visit's day in Copenhagen.
          expect(loaded.input.lines[0]!.deliveryDate).toBe('2026-11-02');
        }),
      );
    expect(await load(large.id, 12)).toBe(await load(small.id, 1));
    // The company's bank details are where the settings put them.
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.companyId));
    expect(row!.bankRegNo).toBe('1551');
  });
});
