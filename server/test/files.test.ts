import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, storedFiles, visits } from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import { readStoredFile, storeFile, sweepStoredFiles, withFileTransaction } from '../src/modules/files/index.ts';
import { createCompany, createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import { jpegSample, pdfSample, pngSample, svgWithScript } from './file-samples.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';

const listVisitFiles = `query ($id: ID!, $kind: FileKind!) { visitFiles(visitId: $id, kind: $kind) {
  totalCount items { id name kind mimeType size width height url thumbnailUrl uploadedByName mayDelete } } }`;
const listCustomerFiles = `query ($id: ID!, $kind: FileKind!) { customerFiles(customerId: $id, kind: $kind) { totalCount items { id } } }`;
const removeFile = 'mutation ($id: ID!) { deleteFile(id: $id) }';

describe.each(backends)('documents and images on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let companyId: string;
  let admin: CreatedPerson;
  let technician: CreatedPerson;
  let documentsTechnician: CreatedPerson;
  let bystander: CreatedPerson;
  let supplier: CreatedPerson;
  let customerLogin: CreatedPerson;
  let otherAdmin: CreatedPerson;
  let otherCompanyId: string;
  let customerId: string;
  let visitId: string;

  const filesRoot = () => path.join(dataDir, 'files');
  /** Every object in the storage folder, as `<company>/<name>`. */
  const storedObjects = async () => {
    const companiesDirs = await readdir(filesRoot()).catch(() => [] as string[]);
    const all: string[] = [];
    for (const dir of companiesDirs)
      for (const name of await readdir(path.join(filesRoot(), dir))) all.push(`${dir}/${name}`);
    return all.sort();
  };
  const upload = (
    cookie: string | undefined,
    query: Record<string, string>,
    bytes: Buffer,
    contentType = 'application/octet-stream',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/files?${new URLSearchParams(query)}`,
      headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
      payload: bytes,
    });
  const uploaded = async (cookie: string, query: Record<string, string>, bytes: Buffer) => {
    const response = await upload(cookie, query, bytes);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().file as { id: string; name: string; kind: string; mimeType: string; size: number };
  };
  const refusal = async (cookie: string, query: Record<string, string>, bytes: Buffer) => {
    const response = await upload(cookie, query, bytes);
    return {
      status: response.statusCode,
      ...(response.json().error as { code: string; reason?: string; maxMb?: number }),
    };
  };
  const get = (cookie: string | undefined, url: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'servio-files-'));
    t = await createTestApp(backend, { dataDir });
    const company = await createCompany(t, { allowCustomerLogin: true });
    companyId = company.companyId;
    admin = company.admin;
    technician = await createPerson(t, { companyId });
    documentsTechnician = await createPerson(t, { companyId, allowedToUploadDocuments: true });
    bystander = await createPerson(t, { companyId, allowedToUploadDocuments: true });
    supplier = await createPerson(t, { companyId, role: 'supplier' });
    customerId = (await createCustomer(t, admin.cookie, { allowedToLogin: true })).id;
    customerLogin = await createPerson(t, { companyId, role: 'customer', customerId });
    visitId = (
      await createVisit(t, admin.cookie, customerId, {
        employeeIds: [technician.id, documentsTechnician.id, supplier.id],
      })
    ).id;
    const other = await createCompany(t);
    otherAdmin = other.admin;
    otherCompanyId = other.companyId;
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a photo under images with a thumbnail, lists it and serves it to whoever sees the visit', async () => {
    const photo = await jpegSample(1200, 800);
    const file = await uploaded(technician.cookie, { tab: 'images', visitId, name: 'Tagrende.jpg' }, photo);
    expect(file).toMatchObject({ name: 'Tagrende.jpg', kind: 'image', mimeType: 'image/jpeg', size: photo.length });

    const list = await graphql(t.app, admin.cookie, listVisitFiles, { id: visitId, kind: 'image' });
    const item = list.data!.visitFiles.items.find((f: { id: string }) => f.id === file.id);
    expect(item).toMatchObject({
      width: 1200,
      height: 800,
      url: `/files/${file.id}`,
      thumbnailUrl: `/files/${file.id}/thumbnail`,
      mayDelete: true,
    });
    expect(item.uploadedByName).toMatch(/^Test Person/);

    const download = await get(technician.cookie, `/files/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(photo)).toBe(true);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="Tagrende.jpg"; filename*=UTF-8''Tagrende.jpg`,
    );

    const thumbnail = await get(technician.cookie, `/files/${file.id}/thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 213 });
  });

  it('stores a PDF under documents, shown inline and downloaded as an attachment on asking', async () => {
    const file = await uploaded(admin.cookie, { tab: 'documents', visitId, name: 'Tilbud æøå.pdf' }, pdfSample());
    expect(file).toMatchObject({ kind: 'document', mimeType: 'application/pdf', name: 'Tilbud æøå.pdf' });
    const inline = await get(admin.cookie, `/files/${file.id}`);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="Tilbud ___.pdf"; filename*=UTF-8''Tilbud%20%C3%A6%C3%B8%C3%A5.pdf`,
    );
    const attachment = await get(admin.cookie, `/files/${file.id}?download=1`);
    expect(attachment.headers['content-disposition']).toMatch(/^attachment; /);
    expect((await get(admin.cookie, `/files/${file.id}/thumbnail`)).statusCode).toBe(404);
    const docs = await graphql(t.app, admin.cookie, listVisitFiles, { id: visitId, kind: 'document' });
    expect(docs.data!.visitFiles.items.map((f: { id: string }) => f.id)).toContain(file.id);
    expect(docs.data!.visitFiles.items[0].thumbnailUrl).toBeNull();
  });

  describe('refuses bad files, storing nothing', () => {
    const bad = async (query: Record<string, string>, bytes: Buffer) => {
      const before = await storedObjects();
      const answer = await refusal(admin.cookie, { visitId, ...query }, bytes);
      expect(await storedObjects()).toEqual(before);
      return answer;
    };

    it('content that does not match its name', async () => {
      expect(await bad({ tab: 'images', name: 'foto.jpg' }, pdfSample())).toMatchObject({
        status: 400,
        code: 'BAD_USER_INPUT',
        reason: 'file.contentMismatch',
      });
      expect(await bad({ tab: 'documents', name: 'kontrakt.docx' }, pdfSample())).toMatchObject({
        reason: 'file.contentMismatch',
      });
    });

    it('a 0-byte file', async () => {
      expect(await bad({ tab: 'documents', name: 'tom.pdf' }, Buffer.alloc(0))).toMatchObject({
        status: 400,
        reason: 'file.empty',
      });
    });

    it('a 26 MB file, and one over the company’s own lower limit', async () => {
      const big = Buffer.concat([pdfSample(), Buffer.alloc(26 * 1024 * 1024)]);
      expect(await bad({ tab: 'documents', name: 'stor.pdf' }, big)).toMatchObject({
        status: 413,
        reason: 'file.tooLarge',
      });
      // The administrator sets a lower limit in Settings; above the server's ceiling is refused.
      const setLimit = async (maxUploadMb: number) => {
        const { version } = (await graphql(t.app, admin.cookie, '{ company { version } }')).data!.company;
        return graphql(
          t.app,
          admin.cookie,
          'mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { maxUploadMb } }',
          { input: { version, maxUploadMb } },
        );
      };
      const tooHigh = await setLimit(26);
      expect(errorCode(tooHigh)).toBe('BAD_USER_INPUT');
      expect(tooHigh.errors![0]!.extensions!.field).toBe('input.maxUploadMb');
      expect((await setLimit(2)).data).toEqual({ updateCompanySettings: { maxUploadMb: 2 } });
      try {
        // The web refuses a larger file before sending it.
        expect((await graphql(t.app, technician.cookie, '{ company { maxUploadMb } }')).data).toEqual({
          company: { maxUploadMb: 2 },
        });
        const three = Buffer.concat([pdfSample(), Buffer.alloc(3 * 1024 * 1024)]);
        expect(await bad({ tab: 'documents', name: 'mellem.pdf' }, three)).toMatchObject({
          status: 413,
          reason: 'file.tooLarge',
          maxMb: 2,
        });
      } finally {
        await t.database.db.update(companies).set({ maxUploadMb: 25 }).where(eq(companies.id, companyId));
      }
    });

    it('an SVG with script, under any name', async () => {
      expect(await bad({ tab: 'images', name: 'logo.svg' }, svgWithScript())).toMatchObject({
        reason: 'file.typeNotAllowed',
      });
      expect(await bad({ tab: 'images', name: 'logo.png' }, svgWithScript())).toMatchObject({
        reason: 'file.contentMismatch',
      });
      expect(
        await bad({ tab: 'documents', name: 'side' }, Buffer.from('<html><script>1</script></html>')),
      ).toMatchObject({
        reason: 'file.typeNotAllowed',
      });
    });

    it('a PDF that is not a PDF', async () => {
      expect(await bad({ tab: 'documents', name: 'faktura.pdf' }, Buffer.from('Dette er ikke en PDF'))).toMatchObject({
        status: 400,
        reason: 'file.contentMismatch',
      });
    });

    it('an image under documents (the spec) and a document under images', async () => {
      expect(await bad({ tab: 'documents', name: 'foto.png' }, await pngSample())).toMatchObject({
        reason: 'file.imageUnderDocuments',
      });
      expect(await bad({ tab: 'images', name: 'tilbud.pdf' }, pdfSample())).toMatchObject({
        reason: 'file.notAnImage',
      });
    });

    it('a damaged image', async () => {
      const truncated = (await jpegSample(400, 300)).subarray(0, 600);
      expect(await bad({ tab: 'images', name: 'halv.jpg' }, truncated)).toMatchObject({ reason: 'file.damaged' });
    });

    it('a request without its tab or owner, or with a parameter twice', async () => {
      for (const query of [
        `tab=images&name=a.png`,
        `tab=x&visitId=${visitId}&name=a.png`,
        `tab=images&visitId=${visitId}&visitId=${visitId}&name=a.png`,
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/files?${query}`,
          headers: { 'content-type': 'application/octet-stream', cookie: admin.cookie },
          payload: await pngSample(),
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.reason, query).toBe('file.badRequest');
      }
      const bare = await upload(admin.cookie, {}, await pngSample());
      expect(bare.statusCode).toBe(400);
    });

    it('multipart, form and text posts (CSRF), like every other route', async () => {
      for (const type of ['multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'text/plain']) {
        const response = await upload(admin.cookie, { tab: 'documents', visitId, name: 'a.pdf' }, pdfSample(), type);
        expect(response.statusCode, type).toBe(415);
      }
    });
  });

  it('keeps only the name, never a path or control characters, and makes its own storage key', async () => {
    const file = await uploaded(
      admin.cookie,
      { tab: 'documents', visitId, name: '../../x\u0000\u202e.pdf' },
      pdfSample(),
    );
    expect(file.name).toBe('x.pdf');
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, file.id));
    expect(row!.storageKey).toMatch(new RegExp(`^${companyId}/[0-9a-f-]{36}$`));
    expect(await readdir(dataDir)).toEqual(['files']);
  });

  describe('per role', () => {
    it('images for everyone on the visit; documents for administrators and employees with the permission', async () => {
      await uploaded(technician.cookie, { tab: 'images', visitId, name: 'a.png' }, await pngSample());
      await uploaded(supplier.cookie, { tab: 'images', visitId, name: 'b.png' }, await pngSample());
      expect(await refusal(technician.cookie, { tab: 'documents', visitId, name: 'a.pdf' }, pdfSample())).toMatchObject(
        {
          status: 403,
          code: 'FORBIDDEN',
          reason: 'file.documentsNotAllowed',
        },
      );
      await uploaded(documentsTechnician.cookie, { tab: 'documents', visitId, name: 'a.pdf' }, pdfSample());
    });

    it('nothing on a visit one is not on, nor for customers or anonymous callers', async () => {
      expect(
        await refusal(bystander.cookie, { tab: 'images', visitId, name: 'a.png' }, await pngSample()),
      ).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      const asCustomer = await refusal(
        customerLogin.cookie,
        { tab: 'images', visitId, name: 'a.png' },
        await pngSample(),
      );
      expect(asCustomer.status).toBe(403);
      const anonymous = await upload(undefined, { tab: 'images', visitId, name: 'a.png' }, await pngSample());
      expect(anonymous.statusCode).toBe(401);
      const list = await graphql(t.app, bystander.cookie, listVisitFiles, { id: visitId, kind: 'image' });
      expect(errorCode(list)).toBe('NOT_FOUND');
    });

    it("a customer's tabs for administrators and employees, not suppliers", async () => {
      const file = await uploaded(
        technician.cookie,
        { tab: 'images', customerId, name: 'skilt.png' },
        await pngSample(),
      );
      expect(
        await refusal(supplier.cookie, { tab: 'images', customerId, name: 'a.png' }, await pngSample()),
      ).toMatchObject({ status: 404 });
      expect((await get(supplier.cookie, `/files/${file.id}`)).statusCode).toBe(404);
      expect((await get(admin.cookie, `/files/${file.id}`)).statusCode).toBe(200);
      const list = await graphql(t.app, technician.cookie, listCustomerFiles, { id: customerId, kind: 'image' });
      expect(list.data!.customerFiles.items.map((f: { id: string }) => f.id)).toContain(file.id);
    });

    it('downloads only for who sees the visit', async () => {
      const file = await uploaded(admin.cookie, { tab: 'images', visitId, name: 'c.png' }, await pngSample());
      expect((await get(technician.cookie, `/files/${file.id}`)).statusCode).toBe(200);
      expect((await get(bystander.cookie, `/files/${file.id}`)).statusCode).toBe(404);
      expect((await get(customerLogin.cookie, `/files/${file.id}`)).statusCode).toBe(404);
      expect((await get(undefined, `/files/${file.id}`)).statusCode).toBe(404);
    });

    it('deletes: administrators any attachment, others their own; gone from lists and downloads at once', async () => {
      const admins = await uploaded(admin.cookie, { tab: 'images', visitId, name: 'd.png' }, await pngSample());
      const own = await uploaded(technician.cookie, { tab: 'images', visitId, name: 'e.png' }, await pngSample());
      expect(errorCode(await graphql(t.app, technician.cookie, removeFile, { id: admins.id }))).toBe('FORBIDDEN');
      expect((await graphql(t.app, technician.cookie, removeFile, { id: own.id })).data).toEqual({ deleteFile: true });
      expect((await graphql(t.app, admin.cookie, removeFile, { id: admins.id })).data).toEqual({ deleteFile: true });
      expect((await get(admin.cookie, `/files/${own.id}`)).statusCode).toBe(404);
      const audit = await graphql(t.app, admin.cookie, '{ auditLog(limit: 5) { items { action details } } }');
      expect(audit.data!.auditLog.items).toContainEqual({
        action: 'file.deleted',
        details: expect.objectContaining({ fileId: own.id, name: 'e.png', kind: 'image', visitId }),
      });
      const list = await graphql(t.app, admin.cookie, listVisitFiles, { id: visitId, kind: 'image' });
      const ids = list.data!.visitFiles.items.map((f: { id: string }) => f.id);
      expect(ids).not.toContain(own.id);
      expect(ids).not.toContain(admins.id);
    });
  });

  describe('across companies', () => {
    it("another company's file is not found, by id, thumbnail, list, delete or guessed storage path", async () => {
      const file = await uploaded(admin.cookie, { tab: 'images', visitId, name: 'hemmelig.jpg' }, await jpegSample());
      const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, file.id));
      for (const url of [
        `/files/${file.id}`,
        `/files/${file.id}/thumbnail`,
        `/files/${row!.storageKey}`,
        `/files/${row!.thumbnailKey}`,
        `/files/${encodeURIComponent(row!.storageKey)}`,
        `/files/..%2f..%2ffiles%2f${encodeURIComponent(row!.storageKey)}`,
      ]) {
        const response = await get(otherAdmin.cookie, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('<html');
      }
      expect(errorCode(await graphql(t.app, otherAdmin.cookie, removeFile, { id: file.id }))).toBe('NOT_FOUND');
      expect(errorCode(await graphql(t.app, otherAdmin.cookie, listVisitFiles, { id: visitId, kind: 'image' }))).toBe(
        'NOT_FOUND',
      );
      expect(
        await refusal(otherAdmin.cookie, { tab: 'images', visitId, name: 'x.png' }, await pngSample()),
      ).toMatchObject({ status: 404 });
      // The operation the reports and mail parts use: by the company scope alone.
      await expect(
        withTenant(t.database.db, { companyId: otherCompanyId, userId: null }, (db) =>
          readStoredFile({ db, companyId: otherCompanyId }, file.id),
        ),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const own = await withTenant(t.database.db, { companyId, userId: null }, (db) =>
        readStoredFile({ db, companyId }, file.id),
      );
      expect(own).toMatchObject({ name: 'hemmelig.jpg', mimeType: 'image/jpeg' });
    });
  });

  describe('storage and rows stay consistent', () => {
    it('a transaction that fails after storing leaves neither bytes nor row', async () => {
      const before = await storedObjects();
      const rowsBefore = await t.database.db.select({ id: storedFiles.id }).from(storedFiles);
      await expect(
        withFileTransaction(t.database.db, { companyId, userId: admin.id }, async (db, writes) => {
          await storeFile(
            { db, companyId },
            { bytes: await jpegSample(), name: 'a.jpg', purpose: 'reportPhoto', visitId },
            writes,
          );
          expect((await storedObjects()).length).toBe(before.length + 2);
          throw new Error('the report fails after its photo');
        }),
      ).rejects.toThrow('the report fails');
      expect(await storedObjects()).toEqual(before);
      expect(await t.database.db.select({ id: storedFiles.id }).from(storedFiles)).toHaveLength(rowsBefore.length);
    });

    it('the sweep removes bytes whose row is gone (a deleted visit, a rolled-back caller) and deleted files', async () => {
      const visit = await createVisit(t, admin.cookie, customerId);
      const onVisit = await uploaded(
        admin.cookie,
        { tab: 'images', visitId: visit.id, name: 'v.jpg' },
        await jpegSample(),
      );
      const deleted = await uploaded(admin.cookie, { tab: 'documents', visitId, name: 'slet.pdf' }, pdfSample());
      await graphql(t.app, admin.cookie, removeFile, { id: deleted.id });
      // A caller's own transaction rolled back after storeFile (no withFileTransaction to clean up).
      await withTenant(t.database.db, { companyId, userId: null }, async (db) => {
        await storeFile({ db, companyId }, { bytes: pdfSample(), name: 'r.pdf', purpose: 'reportPdf', visitId });
        throw new Error('rolled back');
      }).catch(() => {});
      const [visitFile] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, onVisit.id));
      await t.database.db.delete(visits).where(eq(visits.id, visit.id));
      const markedDeleted = await t.database.db.select().from(storedFiles).where(isNotNull(storedFiles.deletedAt));
      expect(markedDeleted.map((f) => f.id)).toContain(deleted.id);
      const kept = await t.database.db
        .select({ key: storedFiles.storageKey, thumb: storedFiles.thumbnailKey })
        .from(storedFiles)
        .where(isNull(storedFiles.deletedAt));

      // Young objects are left alone: their upload may still be in its transaction.
      const young = await sweepStoredFiles(t.database.db, { graceMs: 3600_000 });
      expect(young.orphansRemoved).toBe(0);
      expect(young.purged).toBe(markedDeleted.length);

      const swept = await sweepStoredFiles(t.database.db, { graceMs: 0, now: new Date(Date.now() + 1000) });
      expect(swept.orphansRemoved).toBe(3); // the visit's image and thumbnail, the rolled-back PDF
      // What is left is exactly the bytes of the rows that are left.
      const expected = kept.flatMap((r) => [r.key, ...(r.thumb ? [r.thumb] : [])]).sort();
      expect(await storedObjects()).toEqual(expected);
      expect(expected).not.toContain(visitFile!.storageKey);
      expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, deleted.id))).toEqual([]);
    });
  });
});
