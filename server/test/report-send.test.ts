import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { ReportField } from '@servio/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  mailMessages,
  outbox,
  reportTemplates,
  reportTemplateVersions,
  storedFiles,
  users,
  visitLines,
  visitReports,
} from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { RunningWorker } from '../src/jobs/worker.ts';
import { loadReportPdfInput, reportPdfJobKind, runReportPdfJob } from '../src/modules/reports/index.ts';
import { startAppWorker } from './app-worker.ts';
import { createCompany, createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';
import { solidPng } from './solid-png.ts';
import { pdfText } from './pdf-text.ts';
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';
import { statementLog } from './statement-log.ts';
import { waitFor } from './wait-for.ts';

const fields: ReportField[] = [
  { id: 'state', type: 'choice', label: 'Tilstand', required: true, options: ['God', 'Dårlig'] },
  { id: 'photos', type: 'photo', label: 'Billeder', required: false },
];

const reportFields = 'visitId completedAt version pdfFile { id name }';
const save = `mutation ($input: SaveVisitReportInput!) { saveVisitReport(input: $input) { ${reportFields} } }`;
const complete = `mutation ($id: ID!, $version: Int!) { completeVisitReport(visitId: $id, version: $version) { ${reportFields} } }`;
const uncomplete = `mutation ($id: ID!, $version: Int!) { uncompleteVisitReport(visitId: $id, version: $version) { ${reportFields} } }`;
const send = `mutation ($input: SendVisitReportInput!, $key: String) { sendVisitReport(input: $input, idempotencyKey: $key) { ${reportFields} } }`;
const read = `query ($id: ID!) { visit(id: $id) { report { ${reportFields} } } }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe.each(backends)('the report PDF and its mail on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let smtp: SmtpListener;
  let worker: RunningWorker | null = null;
  const log = statementLog();

  /** A company with reports on (and the PDF mailed by itself unless told), a template with prices, a customer. */
  async function setUp(options: { enableReport?: boolean; autoSendReport?: boolean } = {}) {
    const { companyId, admin } = await createCompany(t, {
      enableReport: options.enableReport ?? true,
      autoSendReport: options.autoSendReport ?? true,
    });
    const [template] = await t.database.db
      .insert(reportTemplates)
      .values({ companyId, name: 'Servicerapport', isDefault: true })
      .returning();
    await t.database.db
      .insert(reportTemplateVersions)
      .values({ companyId, templateId: template!.id, number: 1, name: 'Servicerapport', fields, showPrices: true });
    const customer = await createCustomer(t, admin.cookie, { email: 'mette@kunde.test' });
    await t.database.db
      .update(customers)
      .set({ sendReportToMe: true, showPricesInReport: true })
      .where(eq(customers.id, customer.id));
    return { companyId, admin, customerId: customer.id };
  }

  const ok = async (cookie: string, query: string, variables: Record<string, unknown>) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };

  /**
   * A visit of the customer's, its report answered with photos (one unless told) and as many priced lines, and
   * (unless told) completed.
   */
  async function reportedVisit(
    company: { admin: CreatedPerson; customerId: string; companyId: string },
    options: { complete?: boolean; photos?: number } = {},
  ) {
    const visit = await createVisit(t, company.admin.cookie, company.customerId);
    const photoIds: string[] = [];
    for (let i = 0; i < (options.photos ?? 1); i++) {
      const upload = await t.app.inject({
        method: 'POST',
        url: `/files?${new URLSearchParams({ tab: 'images', visitId: visit.id, name: `anlæg-${i}.png` })}`,
        headers: { 'content-type': 'application/octet-stream', cookie: company.admin.cookie },
        payload: solidPng(400, 300, [200, 30, 30 + i]),
      });
      expect(upload.statusCode, upload.body).toBe(201);
      photoIds.push((upload.json() as { file: { id: string } }).file.id);
      await t.database.db.insert(visitLines).values({
        companyId: company.companyId,
        visitId: visit.id,
        description: i === 0 ? 'Filter til varmepumpe' : `Del ${i}`,
        quantity: 2000,
        unitPrice: 12_500,
        total: 25_000,
        position: i,
      });
    }
    const saved = (
      await ok(company.admin.cookie, save, {
        input: { visitId: visit.id, values: { state: 'God', photos: photoIds } },
      })
    ).saveVisitReport;
    if (options.complete === false) return { ...visit, reportVersion: saved.version as number };
    const done = (await ok(company.admin.cookie, complete, { id: visit.id, version: saved.version }))
      .completeVisitReport;
    return { ...visit, reportVersion: done.version as number };
  }

  const jobsOf = (companyId: string, kind: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.companyId, companyId), eq(outbox.kind, kind)));
  const pdfRowsOf = (visitId: string) =>
    t.database.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.visitId, visitId), eq(storedFiles.purpose, 'reportPdf')));
  const mailsOf = (visitId: string) =>
    t.database.db.select().from(mailMessages).where(eq(mailMessages.visitId, visitId));
  const objectsOf = async (companyId: string) =>
    (await readdir(path.join(dataDir, 'files', companyId)).catch(() => [] as string[])).sort();
  /** The messages the listener received for the visit's logged mails (case numbers repeat across companies). */
  const receivedFor = async (visitId: string) => {
    const ids = (await mailsOf(visitId)).map((m) => m.id);
    return smtp.received.filter((m) => ids.some((id) => m.messageId?.includes(id)));
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'servio-report-send-'));
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

  it('queues the PDF with the completion only when the company has reports on', async () => {
    const on = await setUp();
    const visit = await reportedVisit(on);
    const jobs = await jobsOf(on.companyId, reportPdfJobKind);
    expect(jobs.map((j) => j.payload)).toEqual([{ visitId: visit.id, reportVersion: visit.reportVersion }]);
    const off = await setUp({ enableReport: false });
    await reportedVisit(off);
    expect(await jobsOf(off.companyId, reportPdfJobKind)).toEqual([]);
  });

  it('stores the PDF as a document of the visit and mails it to the customer with the attachment', async () => {
    const company = await setUp();
    const visit = await reportedVisit(company);
    worker = await startAppWorker(t, smtp);
    const [mail] = await waitFor(async () => ((await receivedFor(visit.id)).length > 0 ? receivedFor(visit.id) : null));
    expect(mail!.to).toMatchObject({ text: 'mette@kunde.test' });
    expect(mail!.subject).toMatch(new RegExp(`^Rapport for sag ${visit.caseNumber} fra Testfirma `));
    const attachment = mail!.attachments[0]!;
    expect(attachment.filename).toBe(`Rapport-${visit.caseNumber}.pdf`);
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(attachment.content);
    expect(text).toContain(String(visit.caseNumber));
    expect(text).toContain('Filter til varmepumpe');
    // Prices: the template and the customer both allow them.
    expect(text).toMatch(/125,00/);

    const report = (await ok(company.admin.cookie, read, { id: visit.id })).visit.report;
    expect(report.pdfFile).toMatchObject({ name: `Rapport-${visit.caseNumber}.pdf` });
    const download = await t.app.inject({
      method: 'GET',
      url: `/files/${report.pdfFile.id}`,
      headers: { cookie: company.admin.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const [logged] = await mailsOf(visit.id);
    expect(logged).toMatchObject({
      emailType: 'report',
      customerId: company.customerId,
      attachmentFileIds: [report.pdfFile.id],
      status: 'sent',
    });
  });

  it("speaks the customer's language, their login's: English PDF, file name and mail", async () => {
    const company = await setUp();
    await t.database.db.insert(users).values({
      companyId: company.companyId,
      email: `english-${company.companyId}@kunde.test`,
      role: 'customer',
      customerId: company.customerId,
      prefLang: 'en',
    });
    const visit = await reportedVisit(company);
    worker = await startAppWorker(t, smtp);
    const [mail] = await waitFor(async () => ((await receivedFor(visit.id)).length > 0 ? receivedFor(visit.id) : null));
    expect(mail!.subject).toMatch(new RegExp(`^Report for case ${visit.caseNumber} from Testfirma `));
    expect(mail!.text).toContain(`Here is the report for case ${visit.caseNumber}.`);
    const attachment = mail!.attachments[0]!;
    expect(attachment.filename).toBe(`Report-${visit.caseNumber}.pdf`);
    const text = await pdfText(attachment.content);
    expect(text).toContain('Case no.');
    expect(text).toContain('Carried out by');
    expect(text).not.toContain('Sagsnr.');
  });

  it('leaves one file and one mail when a run rolls back after rendering or fails mid-run', async () => {
    const company = await setUp();
    const visit = await reportedVisit(company);
    const before = await objectsOf(company.companyId);
    const [job] = await jobsOf(company.companyId, reportPdfJobKind);
    // A crash after the render, before the commit: the job's transaction rolls back.
    await expect(
      withTenant(t.database.db, { companyId: company.companyId, userId: null }, async (tx) => {
        await runReportPdfJob({ db: tx, companyId: company.companyId }, job!.payload);
        throw new Error('the process died before the commit');
      }),
    ).rejects.toThrow('died');
    expect(await pdfRowsOf(visit.id)).toEqual([]);
    expect(await mailsOf(visit.id)).toEqual([]);
    // The bytes of that run are the sweep's (no row names them); a run that fails by itself removes its own at once.
    const orphaned = (await objectsOf(company.companyId)).filter((key) => !before.includes(key));
    expect(orphaned).toHaveLength(1);
    await t.database.db.update(customers).set({ email: 'x' }).where(eq(customers.id, company.customerId));
    await expect(
      withTenant(t.database.db, { companyId: company.companyId, userId: null }, (tx) =>
        runReportPdfJob({ db: tx, companyId: company.companyId }, job!.payload),
      ),
    ).rejects.toThrow();
    expect((await objectsOf(company.companyId)).filter((key) => !before.includes(key))).toEqual(orphaned);
    await t.database.db
      .update(customers)
      .set({ email: 'mette@kunde.test' })
      .where(eq(customers.id, company.customerId));

    worker = await startAppWorker(t, smtp);
    await waitFor(async () => (await mailsOf(visit.id)).some((m) => m.status === 'sent'));
    const outboxJob = await waitFor(async () => (await jobsOf(company.companyId, reportPdfJobKind))[0]?.sentAt);
    expect(outboxJob).toBeInstanceOf(Date);
    expect(await pdfRowsOf(visit.id)).toHaveLength(1);
    expect(await mailsOf(visit.id)).toHaveLength(1);
    expect(await receivedFor(visit.id)).toHaveLength(1);
  });

  it('sends no mail by itself without autoSendReport, and makes a new PDF after the report is opened again', async () => {
    const company = await setUp({ autoSendReport: false });
    const visit = await reportedVisit(company);
    worker = await startAppWorker(t, smtp);
    const first = await waitFor(
      async () => (await ok(company.admin.cookie, read, { id: visit.id })).visit.report.pdfFile,
    );
    expect(await mailsOf(visit.id)).toEqual([]);
    const current = (await ok(company.admin.cookie, read, { id: visit.id })).visit.report;
    const reopened = (await ok(company.admin.cookie, uncomplete, { id: visit.id, version: current.version }))
      .uncompleteVisitReport;
    expect(reopened.pdfFile).toBeNull();
    // Never mailed: the old PDF is deleted with the reopening.
    const [old] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, first.id));
    expect(old!.deletedAt).not.toBeNull();
    const again = (await ok(company.admin.cookie, complete, { id: visit.id, version: reopened.version }))
      .completeVisitReport;
    const second = await waitFor(
      async () => (await ok(company.admin.cookie, read, { id: visit.id })).visit.report.pdfFile,
    );
    expect(second.id).not.toBe(first.id);
    expect(again.completedAt).not.toBeNull();
  });

  it('sends by hand for administrators and employees with allowedToSendPdf, making the PDF when there is none', async () => {
    const company = await setUp({ enableReport: false });
    const visit = await reportedVisit(company);
    const plain = await createPerson(t, { companyId: company.companyId, role: 'employee', kind: 'office' });
    const sender = await createPerson(t, {
      companyId: company.companyId,
      role: 'employee',
      kind: 'office',
      allowedToSendPdf: true,
    });
    const input = { visitId: visit.id, to: 'bogholderi@kunde.test' };
    expect(errorCode(await graphql(t.app, plain.cookie, send, { input }))).toBe('FORBIDDEN');
    // An employee not on the visit does not see it.
    expect(errorCode(await graphql(t.app, sender.cookie, send, { input }))).toBe('NOT_FOUND');
    const other = await createCompany(t);
    expect(errorCode(await graphql(t.app, other.admin.cookie, send, { input }))).toBe('NOT_FOUND');
    expect(
      ext(await graphql(t.app, company.admin.cookie, send, { input: { ...input, to: 'ikke en adresse' } })),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.to' });
    const draft = await reportedVisit(company, { complete: false });
    expect(
      ext(await graphql(t.app, company.admin.cookie, send, { input: { ...input, visitId: draft.id } })),
    ).toMatchObject({ code: 'CONFLICT', reason: 'report.notCompleted' });

    // Twice with one key (a retried request): one mail.
    const sent = (await ok(company.admin.cookie, send, { input, key: 'send-report-key-1' })).sendVisitReport;
    await ok(company.admin.cookie, send, { input, key: 'send-report-key-1' });
    expect(sent.pdfFile).toMatchObject({ name: `Rapport-${visit.caseNumber}.pdf` });
    const queued = await mailsOf(visit.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ toAddress: 'bogholderi@kunde.test', attachmentFileIds: [sent.pdfFile.id] });

    worker = await startAppWorker(t, smtp);
    const [mail] = await waitFor(async () => ((await receivedFor(visit.id)).length > 0 ? receivedFor(visit.id) : null));
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`Rapport-${visit.caseNumber}.pdf`]);
    // Mailed, so opening the report again keeps that PDF as a document of the visit.
    const current = (await ok(company.admin.cookie, read, { id: visit.id })).visit.report;
    await ok(company.admin.cookie, uncomplete, { id: visit.id, version: current.version });
    const [kept] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, sent.pdfFile.id));
    expect(kept!.deletedAt).toBeNull();
  });

  it('previews the PDF for whoever reads the report, with prices only when the customer wants them', async () => {
    const company = await setUp({ enableReport: false });
    const visit = await reportedVisit(company, { complete: false });
    const preview = (cookie: string, visitId = visit.id) =>
      t.app.inject({ method: 'GET', url: `/reports/${visitId}/preview.pdf`, headers: { cookie } });
    const shown = await preview(company.admin.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(shown.rawPayload)).toMatch(/125,00/);
    await t.database.db
      .update(customers)
      .set({ showPricesInReport: false })
      .where(eq(customers.id, company.customerId));
    const text = await pdfText((await preview(company.admin.cookie)).rawPayload);
    expect(text).toContain('Filter til varmepumpe');
    expect(text).not.toMatch(/125,00|250,00/);
    const outsider = await createPerson(t, { companyId: company.companyId, role: 'employee' });
    expect((await preview(outsider.cookie)).statusCode).toBe(404);
    expect((await preview((await createCompany(t)).admin.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/reports/${visit.id}/preview.pdf` })).statusCode).toBe(404);
    // A visit whose report was never saved has nothing to preview.
    const bare = await createVisit(t, company.admin.cookie, company.customerId);
    expect((await preview(company.admin.cookie, bare.id)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(visitReports).where(eq(visitReports.visitId, visit.id));
    expect(rows[0]!.pdfFileId).toBeNull();
  });

  it('reads what the PDF shows in the same number of statements however many photos and lines it has', async () => {
    const company = await setUp({ enableReport: false });
    const small = await reportedVisit(company, { complete: false, photos: 1 });
    const large = await reportedVisit(company, { complete: false, photos: 4 });
    const load = (visitId: string) =>
      log.count(() =>
        withTenant(t.database.db, { companyId: company.companyId, userId: null }, async (tx) => {
          const loaded = await loadReportPdfInput({ db: tx, companyId: company.companyId }, visitId);
          expect(loaded.input.images.size).toBe(visitId === small.id ? 1 : 4);
        }),
      );
    expect(await load(large.id)).toBe(await load(small.id));
  });
});
