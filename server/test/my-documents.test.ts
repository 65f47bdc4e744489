import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, otherCompanyId } from '../src/db/seed/demo.ts';
import { demoEquipmentIds } from '../src/db/seed/demo-equipment.ts';
import { companies, customers } from '../src/db/tables/index.ts';
import { createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import { jpegSample, pdfSample } from './file-samples.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';

/**
 * Files shared with the customer (issue #20): the office shares an attachment, the customer's login lists it in its
 * portal and downloads it; nothing unshared, nothing of another customer or company, and no writes.
 */

const myDocumentsQuery = `query ($offset: Int, $limit: Int) {
  myDocuments(offset: $offset, limit: $limit) {
    totalCount items { id name kind contentType size createdAt url attachedTo { kind id label } }
  }
}`;
const setShared = `mutation ($id: ID!, $shared: Boolean!) { setFileShared(id: $id, shared: $shared) { id sharedWithCustomer mayShare uploadedByName } }`;
const customerFiles = `query ($id: ID!) { customerFiles(customerId: $id, kind: document) { items { id sharedWithCustomer mayShare } } }`;
const createMaterial = `mutation ($input: MaterialInput!) { createMaterial(input: $input) { id } }`;
/** The seeded Anden Firma customer. */
const andenCustomerId = '5eed0000-0000-4000-8000-000000000600';

interface MyDocument {
  id: string;
  name: string;
  kind: string;
  contentType: string;
  size: number;
  url: string;
  attachedTo: { kind: string; id: string; label: string };
}

describe.each(backends)('documents shared with the customer on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  let employee: string;
  let supplier: string;
  let andenAdmin: string;
  let parent: { id: string; login: CreatedPerson };
  let location: { id: string; login: CreatedPerson };
  let other: { id: string; login: CreatedPerson };
  let anden: CreatedPerson;
  let visit: { id: string; caseNumber: number };
  const files: Record<string, { id: string; bytes: Buffer }> = {};

  const ok = async (cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await graphql(t.app, cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as AnyData;
  };
  const mine = async (cookie: string, variables: Record<string, unknown> = {}) =>
    (await ok(cookie, myDocumentsQuery, variables)).myDocuments as { totalCount: number; items: MyDocument[] };
  const namesOf = async (cookie: string) => (await mine(cookie)).items.map((d) => d.name);
  const upload = (cookie: string, query: Record<string, string>, bytes: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/files?${new URLSearchParams(query)}`,
      headers: { 'content-type': 'application/octet-stream', cookie },
      payload: bytes,
    });
  /** A PDF of its own bytes (so a download can be told apart), uploaded under documents and shared or not. */
  const document = async (
    cookie: string,
    name: string,
    owner: Record<string, string>,
    { share = true }: { share?: boolean } = {},
  ) => {
    const bytes = Buffer.concat([pdfSample(), Buffer.from(`% ${name}\n`)]);
    const response = await upload(cookie, { tab: 'documents', name, ...owner }, bytes);
    expect(response.statusCode, response.body).toBe(201);
    const id = (response.json() as { file: { id: string } }).file.id;
    if (share) await ok(cookie, setShared, { id, shared: true });
    files[name] = { id, bytes };
    return id;
  };
  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const setHierarchy = (on: boolean) =>
    t.database.db.update(companies).set({ enableCustomerHierarchy: on }).where(eq(companies.id, demoCompanyId));
  const customerWithLogin = async (overrides: Record<string, unknown> = {}) => {
    const id = (await createCustomer(t, admin, { allowedToLogin: true, ...overrides })).id;
    return { id, login: await createPerson(t, { companyId: demoCompanyId, role: 'customer', customerId: id }) };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'servio-my-documents-'));
    t = await createTestApp(backend, { dataDir });
    admin = await signIn(t.app, 'admin@demo.dk');
    employee = await signIn(t.app, 'tekniker@demo.dk');
    supplier = await signIn(t.app, 'leverandor@demo.dk');
    andenAdmin = await signIn(t.app, 'admin@anden.dk');
    // A location is made under its parent only while the hierarchy is on.
    await setHierarchy(true);
    parent = await customerWithLogin({ companyName: 'Kæden A/S', useCompany: true });
    location = await customerWithLogin({ companyName: 'Kæden Butik 1', parentCustomerId: parent.id });
    other = await customerWithLogin({ companyName: 'Naboen ApS' });
    await setHierarchy(false);
    visit = await createVisit(t, admin, parent.id);
    const unit = await ok(admin, createMaterial, {
      input: {
        productId: demoEquipmentIds.heatPumpProduct,
        serialNumber: `DOC-${backend}-1`,
        name: 'Kælderens varmepumpe',
        customerId: parent.id,
      },
    });

    // Oldest first, so the portal's newest-first order is the reverse.
    await document(admin, 'Kontrakt.pdf', { customerId: parent.id });
    await document(admin, 'Intern kalkulation.pdf', { customerId: parent.id }, { share: false });
    await document(admin, 'Servicerapport.pdf', { visitId: visit.id });
    await document(admin, 'Manual.pdf', { materialId: unit.createMaterial.id as string });
    await document(admin, 'Butikkens tegning.pdf', { customerId: location.id });
    await document(admin, 'Naboens aftale.pdf', { customerId: other.id });

    await t.database.db.update(companies).set({ allowCustomerLogin: true }).where(eq(companies.id, otherCompanyId));
    await t.database.db.update(customers).set({ allowedToLogin: true }).where(eq(customers.id, andenCustomerId));
    anden = await createPerson(t, { companyId: otherCompanyId, role: 'customer', customerId: andenCustomerId });
    await document(andenAdmin, 'Andens dokument.pdf', { customerId: andenCustomerId });
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('lists the shared files on its customer, its visits and its units, newest first, each with what it is on', async () => {
    const page = await mine(parent.login.cookie);
    expect(page.totalCount).toBe(3);
    expect(page.items.map((d) => [d.name, d.attachedTo])).toEqual([
      ['Manual.pdf', { kind: 'MATERIAL', id: expect.any(String), label: 'Kælderens varmepumpe' }],
      ['Servicerapport.pdf', { kind: 'VISIT', id: visit.id, label: String(visit.caseNumber) }],
      ['Kontrakt.pdf', { kind: 'CUSTOMER', id: parent.id, label: 'Kæden A/S' }],
    ]);
    expect(page.items[2]).toMatchObject({
      id: files['Kontrakt.pdf']!.id,
      kind: 'document',
      contentType: 'application/pdf',
      size: files['Kontrakt.pdf']!.bytes.length,
      url: `/files/${files['Kontrakt.pdf']!.id}`,
    });
    const second = await mine(parent.login.cookie, { offset: 2, limit: 2 });
    expect(second).toMatchObject({ totalCount: 3, items: [{ name: 'Kontrakt.pdf' }] });
    expect(await mine(parent.login.cookie, { offset: 5 })).toEqual({ totalCount: 3, items: [] });
  });

  it('downloads exactly the shared files; anything else is 404 alike', async () => {
    for (const name of ['Kontrakt.pdf', 'Servicerapport.pdf', 'Manual.pdf']) {
      const response = await get(parent.login.cookie, `/files/${files[name]!.id}?download=1`);
      expect(response.statusCode, name).toBe(200);
      expect(response.rawPayload.equals(files[name]!.bytes)).toBe(true);
    }
    for (const name of [
      'Intern kalkulation.pdf',
      'Naboens aftale.pdf',
      'Butikkens tegning.pdf',
      'Andens dokument.pdf',
    ]) {
      const response = await get(parent.login.cookie, `/files/${files[name]!.id}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    }
    expect((await get(parent.login.cookie, `/files/${files['Kontrakt.pdf']!.id}/thumbnail`)).statusCode).toBe(404);
  });

  it('shows another customer of the company only its own shared files', async () => {
    expect(await namesOf(other.login.cookie)).toEqual(['Naboens aftale.pdf']);
    expect((await get(other.login.cookie, `/files/${files['Kontrakt.pdf']!.id}`)).statusCode).toBe(404);
    expect(await namesOf(location.login.cookie)).toEqual(['Butikkens tegning.pdf']);
  });

  describe('with enableCustomerHierarchy', () => {
    beforeAll(() => setHierarchy(true));
    afterAll(() => setHierarchy(false));

    it("gives the parent its locations' shared files too; a location never its parent's", async () => {
      expect(await namesOf(parent.login.cookie)).toEqual([
        'Butikkens tegning.pdf',
        'Manual.pdf',
        'Servicerapport.pdf',
        'Kontrakt.pdf',
      ]);
      expect((await get(parent.login.cookie, `/files/${files['Butikkens tegning.pdf']!.id}`)).statusCode).toBe(200);
      expect(await namesOf(location.login.cookie)).toEqual(['Butikkens tegning.pdf']);
      expect((await get(location.login.cookie, `/files/${files['Kontrakt.pdf']!.id}`)).statusCode).toBe(404);
    });
  });

  it("keeps each company's shared files to its own customers", async () => {
    expect(await namesOf(anden.cookie)).toEqual(['Andens dokument.pdf']);
    expect((await get(anden.cookie, `/files/${files['Kontrakt.pdf']!.id}`)).statusCode).toBe(404);
    expect(await namesOf(parent.login.cookie)).not.toContain('Andens dokument.pdf');
    // Another company's administrator cannot share (or find) Demo's file.
    const foreign = await graphql(t.app, andenAdmin, setShared, {
      id: files['Intern kalkulation.pdf']!.id,
      shared: true,
    });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
  });

  it('lets only administrators share; the office sees what is shared', async () => {
    const id = files['Intern kalkulation.pdf']!.id;
    for (const cookie of [employee, supplier, parent.login.cookie]) {
      expect(errorCode(await graphql(t.app, cookie, setShared, { id, shared: true }))).toBe('FORBIDDEN');
    }
    expect(await namesOf(parent.login.cookie)).not.toContain('Intern kalkulation.pdf');
    const asAdmin = (await ok(admin, customerFiles, { id: parent.id })).customerFiles.items as AnyData[];
    expect(asAdmin.find((f) => f.id === id)).toEqual({ id, sharedWithCustomer: false, mayShare: true });
    expect(asAdmin.find((f) => f.id === files['Kontrakt.pdf']!.id)?.sharedWithCustomer).toBe(true);
    const asEmployee = (await ok(employee, customerFiles, { id: parent.id })).customerFiles.items as AnyData[];
    expect(asEmployee.every((f) => f.mayShare === false)).toBe(true);
  });

  it('shares and stops sharing at once, in the list and the download', async () => {
    const id = files['Intern kalkulation.pdf']!.id;
    expect((await ok(admin, setShared, { id, shared: true })).setFileShared).toMatchObject({
      id,
      sharedWithCustomer: true,
    });
    expect(await namesOf(parent.login.cookie)).toContain('Intern kalkulation.pdf');
    expect((await get(parent.login.cookie, `/files/${id}`)).statusCode).toBe(200);
    expect((await ok(admin, setShared, { id, shared: false })).setFileShared.sharedWithCustomer).toBe(false);
    expect(await namesOf(parent.login.cookie)).not.toContain('Intern kalkulation.pdf');
    expect((await get(parent.login.cookie, `/files/${id}`)).statusCode).toBe(404);
  });

  it('forgets a deleted shared file', async () => {
    const id = await document(admin, 'Slettes.pdf', { customerId: parent.id });
    expect(await namesOf(parent.login.cookie)).toContain('Slettes.pdf');
    await ok(admin, 'mutation ($id: ID!) { deleteFile(id: $id) }', { id });
    expect(await namesOf(parent.login.cookie)).not.toContain('Slettes.pdf');
    expect((await get(parent.login.cookie, `/files/${id}`)).statusCode).toBe(404);
  });

  it('shares images too, with their thumbnail', async () => {
    const response = await upload(
      admin,
      { tab: 'images', name: 'Før.jpg', customerId: parent.id },
      await jpegSample(64, 48),
    );
    const id = (response.json() as { file: { id: string } }).file.id;
    await ok(admin, setShared, { id, shared: true });
    expect((await mine(parent.login.cookie)).items[0]).toMatchObject({ name: 'Før.jpg', kind: 'image' });
    expect((await get(parent.login.cookie, `/files/${id}/thumbnail`)).statusCode).toBe(200);
  });

  it("refuses the customer's uploads and deletes, and the staff myDocuments", async () => {
    const refused = await upload(
      parent.login.cookie,
      { tab: 'documents', name: 'x.pdf', customerId: parent.id },
      pdfSample(),
    );
    expect(refused.statusCode).toBe(403);
    const deleted = await graphql(t.app, parent.login.cookie, 'mutation ($id: ID!) { deleteFile(id: $id) }', {
      id: files['Kontrakt.pdf']!.id,
    });
    expect(errorCode(deleted)).toBe('FORBIDDEN');
    expect((await get(parent.login.cookie, `/files/${files['Kontrakt.pdf']!.id}`)).statusCode).toBe(200);
    for (const cookie of [admin, employee]) {
      expect(errorCode(await graphql(t.app, cookie, myDocumentsQuery))).toBe('FORBIDDEN');
    }
  });
});
