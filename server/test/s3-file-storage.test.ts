import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../src/config.ts';
import { s3FileStorage } from '../src/modules/files/s3-file-storage.ts';
import { createCompany, createCustomer, createVisit } from './factories.ts';
import { startFakeS3, type FakeS3 } from './fake-s3.ts';
import { pdfSample } from './file-samples.ts';
import { backends, createTestApp, type TestApp } from './harness.ts';

const key = '11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222';

function s3Config(s3: FakeS3): S3Config {
  return {
    bucket: 'servio-test',
    region: 'eu-central-1',
    endpoint: s3.url,
    accessKeyId: 'test',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
    prefix: 'servio/',
  };
}

describe('S3-compatible file storage', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3('servio-test');
  });
  afterAll(async () => s3?.close());

  it('puts, gets, streams, lists and deletes objects under its prefix', async () => {
    const storage = s3FileStorage(s3Config(s3));
    const bytes = Buffer.from('%PDF-1.4 bytes');
    await storage.put(key, bytes, 'application/pdf');
    expect(s3.objects.get(`servio/${key}`)).toMatchObject({ body: bytes, contentType: 'application/pdf' });
    expect((await storage.get(key)).equals(bytes)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.stream(key)) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    const listed = [];
    for await (const object of storage.list()) listed.push(object.key);
    expect(listed).toEqual([key]);
    await storage.delete(key);
    expect(s3.objects.size).toBe(0);
    await expect(storage.get(key)).rejects.toMatchObject({ name: 'NoSuchKey' });
    expect(s3.requests).toContain(`PUT /servio-test/servio/${key}`);
  });
});

describe.each(backends)('uploads to S3 on %s', (backend) => {
  let s3: FakeS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3('servio-test');
    t = await createTestApp(backend, { s3: s3Config(s3) });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('keeps an upload in the bucket and serves it back through the server', async () => {
    const { admin } = await createCompany(t);
    const customer = await createCustomer(t, admin.cookie);
    const visit = await createVisit(t, admin.cookie, customer.id);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/files?tab=documents&visitId=${visit.id}&name=rapport.pdf`,
      headers: { 'content-type': 'application/octet-stream', cookie: admin.cookie },
      payload: pdfSample(),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect([...s3.objects.keys()]).toEqual([expect.stringMatching(/^servio\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/)]);
    const download = await t.app.inject({
      method: 'GET',
      url: `/files/${upload.json().file.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfSample())).toBe(true);
  });
});
