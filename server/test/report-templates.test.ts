import { eq } from 'drizzle-orm';
import { reportTemplateInputSchema } from '@servio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { demoReportTemplateIds } from '../src/db/seed/demo-report-templates.ts';
import { reportTemplates, reportTemplateVersions, visits } from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import { templateVersionFor } from '../src/modules/report-templates/index.ts';
import { createCompany, createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';

const templateFields = 'id name isDefault currentVersion archivedAt version';
const versionFields =
  'number name invoiceVisit showLineCheckboxes showPrices fields { id type label help required options tagId }';
const create = `mutation ($input: ReportTemplateInput!) { createReportTemplate(input: $input) { ${templateFields} } }`;
const save = `mutation ($id: ID!, $version: Int!, $input: ReportTemplateInput!) {
  saveReportTemplate(id: $id, version: $version, input: $input) { ${templateFields} current { ${versionFields} } } }`;
const one = `query ($id: ID!) { reportTemplate(id: $id) { ${templateFields} current { ${versionFields} } versions { number name createdAt } } }`;
const oneVersion = `query ($id: ID!, $number: Int!) { reportTemplateVersion(templateId: $id, number: $number) { ${versionFields} } }`;
const list = `query ($archived: Boolean) { reportTemplates(archived: $archived) { ${templateFields} } }`;
const setDefault = `mutation ($id: ID!) { setDefaultReportTemplate(id: $id) { ${templateFields} } }`;
const archive = `mutation ($id: ID!) { archiveReportTemplate(id: $id) { ${templateFields} } }`;
const unarchive = `mutation ($id: ID!) { unarchiveReportTemplate(id: $id) { ${templateFields} } }`;
const duplicate = `mutation ($id: ID!) { duplicateReportTemplate(id: $id) { ${templateFields} current { ${versionFields} } } }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

const definition = (name: string, extra: Record<string, unknown>[] = []) => ({
  name,
  showPrices: true,
  fields: [
    { id: 'overskrift', type: 'heading', label: 'Eftersyn' },
    { id: 'tilstand', type: 'choice', label: 'Tilstand', required: true, options: ['God', 'Dårlig'] },
    { id: 'noter', type: 'longText', label: 'Noter', help: 'Hvad blev der gjort?' },
    ...extra,
  ],
});

describe.each(backends)('report templates on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let employee: CreatedPerson;
  let supplier: CreatedPerson;
  let other: { companyId: string; admin: CreatedPerson };

  const ok = async <T = AnyData>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as T;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ companyId, admin } = await createCompany(t));
    employee = await createPerson(t, { companyId });
    supplier = await createPerson(t, { companyId, role: 'supplier' });
    other = await createCompany(t);
  });
  afterAll(async () => t?.close());

  it('starts empty; the first template becomes the default with version 1', async () => {
    const fresh = await createCompany(t);
    expect((await ok(fresh.admin.cookie, list)).reportTemplates).toEqual([]);
    const { createReportTemplate: first } = await ok(fresh.admin.cookie, create, { input: definition('Første') });
    expect(first).toMatchObject({ name: 'Første', isDefault: true, currentVersion: 1, archivedAt: null });
    const { createReportTemplate: second } = await ok(fresh.admin.cookie, create, { input: definition('Anden') });
    expect(second.isDefault).toBe(false);
    const { reportTemplates: rows } = await ok(fresh.admin.cookie, list);
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['Første', 'Anden']);
  });

  it('saving writes version 2 and leaves version 1 unchanged and readable', async () => {
    const { createReportTemplate: created } = await ok(admin.cookie, create, { input: definition('Eftersyn') });
    const v1 = (await ok(admin.cookie, oneVersion, { id: created.id, number: 1 })).reportTemplateVersion;
    expect(v1.fields.map((f: { id: string }) => f.id)).toEqual(['overskrift', 'tilstand', 'noter']);

    const changed = definition('Eftersyn v2', [{ id: 'dato', type: 'date', label: 'Næste besøg' }]);
    changed.fields.reverse();
    const { saveReportTemplate: saved } = await ok(admin.cookie, save, {
      id: created.id,
      version: created.version,
      input: changed,
    });
    expect(saved).toMatchObject({ name: 'Eftersyn v2', currentVersion: 2, version: created.version + 1 });
    expect(saved.current.fields.map((f: { id: string }) => f.id)).toEqual(['dato', 'noter', 'tilstand', 'overskrift']);

    expect((await ok(admin.cookie, oneVersion, { id: created.id, number: 1 })).reportTemplateVersion).toEqual(v1);
    const { reportTemplate } = await ok(admin.cookie, one, { id: created.id });
    expect(reportTemplate.versions.map((v: { number: number; name: string }) => [v.number, v.name])).toEqual([
      [2, 'Eftersyn v2'],
      [1, 'Eftersyn'],
    ]);
    const missing = await graphql(t.app, admin.cookie, oneVersion, { id: created.id, number: 3 });
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });

  it('refuses a stale version with CONFLICT and writes no version', async () => {
    const { createReportTemplate: created } = await ok(admin.cookie, create, { input: definition('Lås') });
    await ok(admin.cookie, save, { id: created.id, version: created.version, input: definition('Lås 2') });
    const stale = await graphql(t.app, admin.cookie, save, {
      id: created.id,
      version: created.version,
      input: definition('Lås 3'),
    });
    expect(errorCode(stale)).toBe('CONFLICT');
    const rows = await t.database.db
      .select({ number: reportTemplateVersions.number })
      .from(reportTemplateVersions)
      .where(eq(reportTemplateVersions.templateId, created.id));
    expect(rows.map((r) => r.number).sort()).toEqual([1, 2]);
  });

  it('refuses a repeated field id and other bad definitions with the field and a reason key', async () => {
    const repeated = await graphql(t.app, admin.cookie, create, {
      input: definition('Dobbelt', [{ id: 'noter', type: 'text', label: 'Igen' }]),
    });
    expect(ext(repeated)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.fields.3.id',
      reason: 'reportTemplate.fieldIdRepeated',
    });
    const noOptions = await graphql(t.app, admin.cookie, create, {
      input: { name: 'Tom', fields: [{ id: 'valg', type: 'choice', label: 'Valg' }] },
    });
    expect(ext(noOptions)).toMatchObject({ field: 'input.fields.0.options', reason: 'reportTemplate.optionsRequired' });
    const noFields = await graphql(t.app, admin.cookie, create, { input: { name: 'Ingen', fields: [] } });
    expect(ext(noFields)).toMatchObject({ field: 'input.fields', reason: 'reportTemplate.fieldsRequired' });
    const rows = await t.database.db.select().from(reportTemplates).where(eq(reportTemplates.companyId, companyId));
    expect(rows.map((r) => r.name)).not.toContain('Dobbelt');
  });

  it("takes a tag field naming the company's visit tag and refuses another company's tag", async () => {
    const tagOf = async (cookie: string, type: string) =>
      (
        await ok(cookie, `mutation ($input: CustomTagInput!) { createCustomTag(input: $input) { id } }`, {
          input: { name: `Mærke ${type}`, type, mode: 'text' },
        })
      ).createCustomTag.id as string;
    const ownVisitTag = await tagOf(admin.cookie, 'visit');
    const ownCustomerTag = await tagOf(admin.cookie, 'customer');
    const foreignTag = await tagOf(other.admin.cookie, 'visit');
    const withTag = (tagId: string) => definition('Mærker', [{ id: 'maerke', type: 'tag', label: 'Mærke', tagId }]);

    const { createReportTemplate: created } = await ok(admin.cookie, create, { input: withTag(ownVisitTag) });
    const { reportTemplate } = await ok(admin.cookie, one, { id: created.id });
    expect(reportTemplate.current.fields[3]).toMatchObject({ type: 'tag', tagId: ownVisitTag });

    for (const tagId of [foreignTag, ownCustomerTag]) {
      const refused = await graphql(t.app, admin.cookie, create, { input: withTag(tagId) });
      expect(ext(refused)).toMatchObject({ field: 'input.fields.3.tagId', reason: 'reportTemplate.tagNotFound' });
    }
  });

  it('keeps one default: setting another moves it, the default cannot be archived, an archived one cannot be default', async () => {
    const fresh = await createCompany(t);
    const cookie = fresh.admin.cookie;
    const a = (await ok(cookie, create, { input: definition('A') })).createReportTemplate;
    const b = (await ok(cookie, create, { input: definition('B') })).createReportTemplate;
    expect((await ok(cookie, setDefault, { id: b.id })).setDefaultReportTemplate.isDefault).toBe(true);
    expect((await ok(cookie, one, { id: a.id })).reportTemplate.isDefault).toBe(false);

    expect(ext(await graphql(t.app, cookie, archive, { id: b.id }))).toMatchObject({
      reason: 'reportTemplate.defaultCannotBeArchived',
    });
    const archived = (await ok(cookie, archive, { id: a.id })).archiveReportTemplate;
    expect(archived.archivedAt).not.toBeNull();
    expect((await ok(cookie, list)).reportTemplates.map((r: { name: string }) => r.name)).toEqual(['B']);
    expect((await ok(cookie, list, { archived: true })).reportTemplates.map((r: { name: string }) => r.name)).toEqual([
      'A',
    ]);
    expect(ext(await graphql(t.app, cookie, setDefault, { id: a.id }))).toMatchObject({
      reason: 'reportTemplate.archivedCannotBeDefault',
    });
    expect((await ok(cookie, unarchive, { id: a.id })).unarchiveReportTemplate.archivedAt).toBeNull();
  });

  it('duplicates the current version as a new template, never the default', async () => {
    const source = (await ok(admin.cookie, create, { input: definition('Kilde') })).createReportTemplate;
    const { duplicateReportTemplate: copy } = await ok(admin.cookie, duplicate, { id: source.id });
    expect(copy).toMatchObject({ name: 'Kilde (kopi)', isDefault: false, currentVersion: 1 });
    expect(copy.current.fields.map((f: { id: string }) => f.id)).toEqual(['overskrift', 'tilstand', 'noter']);
    expect(copy.current.showPrices).toBe(true);
  });

  it("gives the visit's chosen template, else the default, else a built-in one made on first use", async () => {
    const fresh = await createCompany(t);
    const customer = await createCustomer(t, fresh.admin.cookie);
    const visit = await createVisit(t, fresh.admin.cookie, customer.id);
    const asSystem = <T>(work: (scope: { db: typeof t.database.db; companyId: string }) => Promise<T>) =>
      withTenant(t.database.db, { companyId: fresh.companyId, userId: null }, (db) =>
        work({ db, companyId: fresh.companyId }),
      );

    const builtIn = await asSystem((scope) => templateVersionFor(scope, visit.id));
    expect(builtIn).toMatchObject({ number: 1, name: 'Servicerapport' });
    expect(reportTemplateInputSchema.safeParse(builtIn).success).toBe(true);
    // Made once: the second call finds it.
    expect((await asSystem((scope) => templateVersionFor(scope, visit.id))).id).toBe(builtIn.id);

    const chosen = (await ok(fresh.admin.cookie, create, { input: definition('Valgt') })).createReportTemplate;
    await ok(fresh.admin.cookie, save, { id: chosen.id, version: chosen.version, input: definition('Valgt 2') });
    await asSystem((scope) =>
      scope.db.update(visits).set({ reportTemplateId: chosen.id }).where(eq(visits.id, visit.id)),
    );
    expect(await asSystem((scope) => templateVersionFor(scope, visit.id))).toMatchObject({
      templateId: chosen.id,
      number: 2,
      name: 'Valgt 2',
    });
  });

  it('lets employees and suppliers read templates but not change them; another company sees none', async () => {
    for (const person of [employee, supplier]) {
      const { reportTemplates: rows } = await ok(person.cookie, list);
      expect(rows.length).toBeGreaterThan(0);
      const refused = await graphql(t.app, person.cookie, create, { input: definition('Nej') });
      expect(errorCode(refused)).toBe('FORBIDDEN');
    }
    const foreign = await graphql(t.app, other.admin.cookie, one, { id: demoReportTemplateIds.service });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
  });

  it("seeds the demo's default template with a definition the shared schema accepts", async () => {
    const [row] = await t.database.db
      .select()
      .from(reportTemplateVersions)
      .where(eq(reportTemplateVersions.templateId, demoReportTemplateIds.service));
    expect(row!.companyId).toBe(demoCompanyId);
    expect(reportTemplateInputSchema.safeParse(row).success).toBe(true);
    expect(row!.fields.map((f) => f.type)).toEqual(
      expect.arrayContaining(['checklist', 'choice', 'photo', 'signature']),
    );
  });
});
