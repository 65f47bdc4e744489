import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createPerson, type CreatedPerson } from './factories.ts';
import { pdfSample } from './file-samples.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';

const listFiles = `query ($id: ID!, $kind: FileKind!) { materialFiles(materialId: $id, kind: $kind) { totalCount items { id name } } }`;

describe.each(backends)('a material’s documents and images on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let admin: CreatedPerson;
  let employee: CreatedPerson;
  let otherAdmin: CreatedPerson;
  let materialId: string;

  const upload = (cookie: string, query: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/files?${new URLSearchParams(query)}`,
      headers: { 'content-type': 'application/octet-stream', cookie },
      payload: pdfSample(),
    });
  const ok = async (cookie: string, query: string, variables: Record<string, unknown>) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'servio-material-files-'));
    t = await createTestApp(backend, { dataDir });
    const company = await createCompany(t);
    admin = company.admin;
    employee = await createPerson(t, { companyId: company.companyId });
    ({ admin: otherAdmin } = await createCompany(t));
    const category = await ok(
      admin.cookie,
      'mutation { createEquipmentCategory(input: { name: "Pumper" }) { id } }',
      {},
    );
    const product = await ok(
      admin.cookie,
      'mutation ($c: ID!) { createEquipmentProduct(input: { categoryId: $c, name: "P1" }) { id } }',
      { c: category.createEquipmentCategory.id },
    );
    const material = await ok(
      admin.cookie,
      'mutation ($p: ID!) { createMaterial(input: { productId: $p, serialNumber: "F-1" }) { id } }',
      { p: product.createEquipmentProduct.id },
    );
    materialId = material.createMaterial.id;
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a document on a unit, lists it for staff who read units, and hides it from another company', async () => {
    const response = await upload(admin.cookie, { tab: 'documents', materialId, name: 'manual.pdf' });
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json().file as { id: string };
    const listed = await ok(employee.cookie, listFiles, { id: materialId, kind: 'document' });
    expect(listed.materialFiles).toEqual({ totalCount: 1, items: [{ id: file.id, name: 'manual.pdf' }] });
    expect((await ok(admin.cookie, listFiles, { id: materialId, kind: 'image' })).materialFiles.totalCount).toBe(0);
    const download = await t.app.inject({
      method: 'GET',
      url: `/files/${file.id}`,
      headers: { cookie: employee.cookie },
    });
    expect(download.statusCode).toBe(200);

    // Another company: the unit does not exist to them, for the list, the upload and the download.
    expect(errorCode(await graphql(t.app, otherAdmin.cookie, listFiles, { id: materialId, kind: 'document' }))).toBe(
      'NOT_FOUND',
    );
    const foreign = await upload(otherAdmin.cookie, { tab: 'documents', materialId, name: 'x.pdf' });
    expect(foreign.statusCode).toBe(404);
    const foreignDownload = await t.app.inject({
      method: 'GET',
      url: `/files/${file.id}`,
      headers: { cookie: otherAdmin.cookie },
    });
    expect(foreignDownload.statusCode).toBe(404);
    // Two owners at once are refused.
    const both = await upload(admin.cookie, { tab: 'documents', materialId, customerId: materialId, name: 'x.pdf' });
    expect(both.statusCode).toBe(400);
  });
});
