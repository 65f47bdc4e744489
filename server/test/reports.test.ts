import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ReportField } from '@servio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportTemplates, reportTemplateVersions, storedFiles, visitReports } from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import { loadReportPdfInput } from '../src/modules/reports/index.ts';
import { createCompany, createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { solidPng } from './solid-png.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';

const reportFields = 'visitId visitStatus started templateName templateVersionNumber fields values completedAt version';
const read = `query ($id: ID!) { visit(id: $id) { id status version report { ${reportFields} } } }`;
const save = `mutation ($input: SaveVisitReportInput!) { saveVisitReport(input: $input) { ${reportFields} } }`;
const complete = `mutation ($id: ID!, $version: Int!) { completeVisitReport(visitId: $id, version: $version) { ${reportFields} } }`;
const uncomplete = `mutation ($id: ID!, $version: Int!) { uncompleteVisitReport(visitId: $id, version: $version) { ${reportFields} } }`;
const finish = `mutation ($id: ID!, $version: Int!) { finishVisit(id: $id, version: $version, reportCompleted: false) { id status version } }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

const fieldsV1: ReportField[] = [
  { id: 'intro', type: 'heading', label: 'Eftersyn', required: false },
  { id: 'state', type: 'choice', label: 'Tilstand', required: true, options: ['God', 'Dårlig'] },
  { id: 'note', type: 'longText', label: 'Bemærkninger', required: false },
  { id: 'photos', type: 'photo', label: 'Billeder', required: false },
];

/** A template and its first version, written directly (the templates module is another's). */
async function insertTemplate(t: TestApp, companyId: string, fields: ReportField[], isDefault = true) {
  const [template] = await t.database.db
    .insert(reportTemplates)
    .values({ companyId, name: 'Servicerapport', isDefault })
    .returning();
  const [version] = await t.database.db
    .insert(reportTemplateVersions)
    .values({ companyId, templateId: template!.id, number: 1, name: 'Servicerapport', fields })
    .returning();
  return { template: template!, version: version! };
}

describe.each(backends)('visit reports on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let tech: CreatedPerson;
  let outsider: CreatedPerson;
  let customerId: string;
  let templateId: string;

  const ok = async (cookie: string, query: string, variables: Record<string, unknown>) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };

  /** A visit the technician is on, planned for an hour ago. */
  const plannedVisit = async () => {
    const start = new Date(Date.now() - 2 * 3_600_000);
    return createVisit(t, admin.cookie, customerId, {
      employeeIds: [tech.id],
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
    });
  };

  beforeAll(async () => {
    t = await createTestApp(backend, { dataDir: await mkdtemp(path.join(tmpdir(), 'servio-reports-')) });
    ({ companyId, admin } = await createCompany(t));
    tech = await createPerson(t, { companyId, allowedToCompleteVisit: true });
    outsider = await createPerson(t, { companyId, allowedToCompleteVisit: true });
    customerId = (await createCustomer(t, admin.cookie)).id;
    templateId = (await insertTemplate(t, companyId, fieldsV1)).template.id;
  });
  afterAll(async () => t?.close());

  it('shows the template before the first save, keeps a draft without its required answers, and counts versions', async () => {
    const visit = await plannedVisit();
    const before = (await ok(tech.cookie, read, { id: visit.id })).visit.report;
    expect(before).toMatchObject({
      started: false,
      templateName: 'Servicerapport',
      templateVersionNumber: 1,
      version: null,
    });
    expect(before.fields.map((f: ReportField) => f.id)).toEqual(['intro', 'state', 'note', 'photos']);
    const first = (
      await ok(tech.cookie, save, { input: { visitId: visit.id, values: { note: 'Støj fra ventilator' } } })
    ).saveVisitReport;
    expect(first).toMatchObject({ started: true, version: 1, values: { note: 'Støj fra ventilator' } });
    const second = (
      await ok(tech.cookie, save, {
        input: { visitId: visit.id, version: 1, values: { note: 'Rettet', state: 'God' } },
      })
    ).saveVisitReport;
    expect(second).toMatchObject({ version: 2, values: { note: 'Rettet', state: 'God' } });
    // A stale version: someone else saved since.
    expect(
      errorCode(await graphql(t.app, admin.cookie, save, { input: { visitId: visit.id, version: 1, values: {} } })),
    ).toBe('CONFLICT');
  });

  it('refuses an unknown field, an option not offered and a photo of another visit, saving nothing', async () => {
    const visit = await plannedVisit();
    const other = await plannedVisit();
    const [photo] = await t.database.db
      .insert(storedFiles)
      .values({
        companyId,
        kind: 'image',
        purpose: 'reportPhoto',
        visitId: other.id,
        name: 'andet.jpg',
        mimeType: 'image/jpeg',
        size: 10,
        sha256: 'x',
        storageKey: `${companyId}/andet`,
      })
      .returning();
    for (const [values, field, reason] of [
      [{ ghost: 'x' }, 'input.values.ghost', 'report.fieldUnknown'],
      [{ state: 'Middel' }, 'input.values.state', 'report.optionInvalid'],
      [{ photos: [photo!.id] }, 'input.values.photos', 'report.fileNotFound'],
    ] as const) {
      const r = await graphql(t.app, tech.cookie, save, { input: { visitId: visit.id, values } });
      expect(ext(r), JSON.stringify(values)).toMatchObject({ code: 'BAD_USER_INPUT', field, reason });
    }
    const rows = await t.database.db.select().from(visitReports).where(eq(visitReports.visitId, visit.id));
    expect(rows).toEqual([]);
  });

  it('completes once with the required answers, moves a done visit to completed, and opens again', async () => {
    const visit = await plannedVisit();
    const saved = (await ok(tech.cookie, save, { input: { visitId: visit.id, values: { note: 'Uden tilstand' } } }))
      .saveVisitReport;
    const missing = await graphql(t.app, tech.cookie, complete, { id: visit.id, version: saved.version });
    expect(ext(missing)).toMatchObject({ field: 'input.values.state', reason: 'report.answerRequired' });
    const filled = (
      await ok(tech.cookie, save, { input: { visitId: visit.id, version: saved.version, values: { state: 'God' } } })
    ).saveVisitReport;
    const done = (await ok(tech.cookie, finish, { id: visit.id, version: visit.version })).finishVisit;
    expect(done.status).toBe('done');
    // Two completions at once: one goes through, the other is told the report changed.
    const [a, b] = await Promise.all([
      graphql(t.app, tech.cookie, complete, { id: visit.id, version: filled.version }),
      graphql(t.app, admin.cookie, complete, { id: visit.id, version: filled.version }),
    ]);
    const results = [a, b].map((r) => (r.errors ? errorCode(r) : 'ok')).sort();
    expect(results).toEqual(['CONFLICT', 'ok']);
    const completed = (a.data ?? b.data)!.completeVisitReport;
    expect(completed.completedAt).not.toBeNull();
    expect(completed.visitStatus).toBe('completed');
    const locked = await graphql(t.app, tech.cookie, save, {
      input: { visitId: visit.id, version: completed.version, values: { note: 'Efter' } },
    });
    expect(ext(locked)).toMatchObject({ code: 'CONFLICT', reason: 'report.completed' });
    const reopened = (await ok(admin.cookie, uncomplete, { id: visit.id, version: completed.version }))
      .uncompleteVisitReport;
    expect(reopened).toMatchObject({ completedAt: null, visitStatus: 'done' });
  });

  it('refuses the signature of an empty pad and keeps a drawn one', async () => {
    const signed = await insertTemplate(
      t,
      companyId,
      [{ id: 'sig', type: 'signature', label: 'Underskrift', required: true }],
      false,
    );
    const visit = await plannedVisit();
    await t.database.db.execute(
      sql`update visits set report_template_id = ${signed.template.id} where id = ${visit.id}`,
    );
    const upload = async (bytes: Buffer) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/files?${new URLSearchParams({ tab: 'images', visitId: visit.id, name: 'underskrift.png' })}`,
        headers: { 'content-type': 'application/octet-stream', cookie: tech.cookie },
        payload: bytes,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { file: { id: string } }).file.id;
    };
    const signature = (fileId: string) => ({ sig: { fileId, name: 'Søren Ærø', signedAt: new Date().toISOString() } });
    const empty = await upload(solidPng(300, 100, [255, 255, 255]));
    const refused = await graphql(t.app, tech.cookie, save, { input: { visitId: visit.id, values: signature(empty) } });
    expect(ext(refused)).toMatchObject({ field: 'input.values.sig', reason: 'report.signatureEmpty' });
    const drawn = await upload(solidPng(300, 100, [255, 255, 255], true));
    const saved = (await ok(tech.cookie, save, { input: { visitId: visit.id, values: signature(drawn) } }))
      .saveVisitReport;
    expect(saved.values.sig.fileId).toBe(drawn);
    const done = (await ok(tech.cookie, complete, { id: visit.id, version: saved.version })).completeVisitReport;
    expect(done.completedAt).not.toBeNull();
  });

  it('keeps the version a report was filled from when the template moves on', async () => {
    const visit = await plannedVisit();
    await ok(tech.cookie, save, { input: { visitId: visit.id, values: { state: 'God' } } });
    await t.database.db.insert(reportTemplateVersions).values({
      companyId,
      templateId,
      number: 2,
      name: 'Servicerapport v2',
      fields: [{ id: 'only', type: 'text', label: 'Kun dette', required: true }],
    });
    await t.database.db.update(reportTemplates).set({ currentVersion: 2 }).where(eq(reportTemplates.id, templateId));
    const old = (await ok(tech.cookie, read, { id: visit.id })).visit.report;
    expect(old).toMatchObject({ templateVersionNumber: 1, values: { state: 'God' } });
    const fresh = (await ok(tech.cookie, read, { id: (await plannedVisit()).id })).visit.report;
    expect(fresh).toMatchObject({ templateVersionNumber: 2, templateName: 'Servicerapport v2' });
    await t.database.db.execute(sql`update report_templates set current_version = 1 where id = ${templateId}`);
  });

  it('fills a report from the template the visit chose, chosen only before the report is started', async () => {
    const choose = `mutation ($input: ChooseVisitReportTemplateInput!) { chooseVisitReportTemplate(input: $input) { templateName templateVersionNumber started } }`;
    const other = await insertTemplate(
      t,
      companyId,
      [{ id: 'pump', type: 'text', label: 'Pumpe', required: false }],
      false,
    );
    await t.database.db
      .update(reportTemplates)
      .set({ name: 'Pumpeeftersyn' })
      .where(eq(reportTemplates.id, other.template.id));
    await t.database.db
      .update(reportTemplateVersions)
      .set({ name: 'Pumpeeftersyn' })
      .where(eq(reportTemplateVersions.id, other.version.id));
    const visit = await plannedVisit();
    const chosen = (await ok(admin.cookie, choose, { input: { visitId: visit.id, templateId: other.template.id } }))
      .chooseVisitReportTemplate;
    expect(chosen).toMatchObject({ templateName: 'Pumpeeftersyn', started: false });
    // Another company's template, or an unknown one, is not there to choose; nothing changes.
    const foreign = await createCompany(t);
    const foreignTemplate = await insertTemplate(t, foreign.companyId, fieldsV1, false);
    const refused = await graphql(t.app, admin.cookie, choose, {
      input: { visitId: visit.id, templateId: foreignTemplate.template.id },
    });
    expect(ext(refused)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'report.templateNotFound' });
    expect((await ok(tech.cookie, read, { id: visit.id })).visit.report.templateName).toBe('Pumpeeftersyn');
    // Started: the report keeps its template.
    await ok(tech.cookie, save, { input: { visitId: visit.id, values: { pump: 'Skiftet' } } });
    const late = await graphql(t.app, admin.cookie, choose, { input: { visitId: visit.id, templateId: null } });
    expect(ext(late)).toMatchObject({ code: 'CONFLICT', reason: 'report.started' });
    expect((await ok(tech.cookie, read, { id: visit.id })).visit.report).toMatchObject({
      templateName: 'Pumpeeftersyn',
      values: { pump: 'Skiftet' },
    });
  });

  it("shows the visit's tags in tag fields, changes them only where the tag allows, and keeps them once completed", async () => {
    const tag = async (input: Record<string, unknown>) =>
      (
        await ok(admin.cookie, `mutation ($input: CustomTagInput!) { createCustomTag(input: $input) { id } }`, {
          input,
        })
      ).createCustomTag.id as string;
    const kind = await tag({
      name: 'Anlægstype',
      type: 'visit',
      mode: 'select',
      options: ['Luft-vand', 'Jordvarme'],
      allowChangeOnReport: true,
      showForCustomer: true,
    });
    const parts = await tag({ name: 'Reservedele', type: 'visit', mode: 'multiselect', options: ['Filter', 'Rem'] });
    const code = await tag({ name: 'Nøgleboks', type: 'visit', mode: 'text', showForEmployee: false });
    const tagged = await insertTemplate(
      t,
      companyId,
      [
        { id: 'kind', type: 'tag', label: 'Anlæg', required: true, tagId: kind },
        { id: 'parts', type: 'tag', label: 'Dele', required: false, tagId: parts },
        { id: 'code', type: 'tag', label: 'Kode', required: false, tagId: code },
      ],
      false,
    );
    const visit = await plannedVisit();
    await t.database.db.execute(
      sql`update visits set report_template_id = ${tagged.template.id} where id = ${visit.id}`,
    );
    const setTags = async (tagValues: { tagId: string; values: string[] }[]) => {
      const current = (await ok(admin.cookie, `query ($id: ID!) { visit(id: $id) { version } }`, { id: visit.id }))
        .visit.version;
      await ok(
        admin.cookie,
        `mutation ($id: ID!, $version: Int!, $input: VisitInput!) { updateVisit(id: $id, version: $version, input: $input) { id } }`,
        { id: visit.id, version: current, input: { tagValues } },
      );
    };
    const visitTags = async () =>
      Object.fromEntries(
        (
          (
            await ok(admin.cookie, `query ($id: ID!) { visit(id: $id) { tagValues { tagId values } } }`, {
              id: visit.id,
            })
          ).visit.tagValues as { tagId: string; values: string[] }[]
        ).map((v) => [v.tagId, v.values]),
      );
    await setTags([
      { tagId: kind, values: ['Luft-vand'] },
      { tagId: parts, values: ['Filter', 'Rem'] },
      { tagId: code, values: ['1234'] },
    ]);

    // A draft shows the visit's values; the technician is not shown the key box code (showForEmployee off).
    const shown = (await ok(tech.cookie, read, { id: visit.id })).visit.report;
    expect(shown.values).toEqual({ kind: 'Luft-vand', parts: ['Filter', 'Rem'] });
    expect((await ok(admin.cookie, read, { id: visit.id })).visit.report.values).toEqual({
      kind: 'Luft-vand',
      parts: ['Filter', 'Rem'],
      code: '1234',
    });

    // Reservedele does not allow a change on the report; the same value sent back is no change.
    const refused = await graphql(t.app, tech.cookie, save, {
      input: { visitId: visit.id, values: { kind: 'Luft-vand', parts: ['Filter'] } },
    });
    expect(ext(refused)).toMatchObject({ field: 'input.values.parts', reason: 'report.tagNotChangeable' });
    const hidden = await graphql(t.app, tech.cookie, save, { input: { visitId: visit.id, values: { code: '0000' } } });
    expect(ext(hidden)).toMatchObject({ field: 'input.values.code', reason: 'report.fieldUnknown' });
    const offered = await graphql(t.app, tech.cookie, save, {
      input: { visitId: visit.id, values: { kind: 'Hybrid' } },
    });
    expect(ext(offered)).toMatchObject({ field: 'input.values.kind', reason: 'report.optionInvalid' });
    expect(await visitTags()).toEqual({ [kind]: ['Luft-vand'], [parts]: ['Filter', 'Rem'], [code]: ['1234'] });

    // Anlægstype allows it: the report's change is the visit's.
    const saved = (
      await ok(tech.cookie, save, {
        input: { visitId: visit.id, values: { kind: 'Jordvarme', parts: ['Rem', 'Filter'] } },
      })
    ).saveVisitReport;
    expect(saved.values).toEqual({ kind: 'Jordvarme', parts: ['Filter', 'Rem'] });
    expect((await visitTags())[kind]).toEqual(['Jordvarme']);

    // Completed, the report keeps what it showed while the visit's tags move on.
    const done = (await ok(tech.cookie, complete, { id: visit.id, version: saved.version })).completeVisitReport;
    await setTags([{ tagId: kind, values: ['Luft-vand'] }]);
    expect((await ok(admin.cookie, read, { id: visit.id })).visit.report).toMatchObject({
      version: done.version,
      values: { kind: 'Jordvarme', parts: ['Filter', 'Rem'], code: '1234' },
    });
    // The customer's PDF shows only the tag shown to customers.
    const loaded = await withTenant(t.database.db, { companyId, userId: null }, (tx) =>
      loadReportPdfInput({ db: tx, companyId }, visit.id),
    );
    expect(loaded.input.fields.map((f) => f.id)).toEqual(['kind']);
    expect(loaded.input.values.kind).toBe('Jordvarme');
  });

  it("hides the report of a visit from staff not on it and another company's administrator", async () => {
    const visit = await plannedVisit();
    expect(errorCode(await graphql(t.app, outsider.cookie, save, { input: { visitId: visit.id, values: {} } }))).toBe(
      'NOT_FOUND',
    );
    const other = await createCompany(t);
    expect(
      errorCode(await graphql(t.app, other.admin.cookie, save, { input: { visitId: visit.id, values: {} } })),
    ).toBe('NOT_FOUND');
    // A company without a template gets the built-in one on its first report.
    const bare = await createCompany(t);
    const bareCustomer = await createCustomer(t, bare.admin.cookie);
    const bareVisit = await createVisit(t, bare.admin.cookie, bareCustomer.id);
    expect((await ok(bare.admin.cookie, read, { id: bareVisit.id })).visit.report).toMatchObject({
      templateName: 'Servicerapport',
      templateVersionNumber: 1,
    });
  });
});
