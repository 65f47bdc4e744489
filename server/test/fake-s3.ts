import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  url: string;
  /** The bucket's objects by key, as the fake holds them. */
  objects: Map<string, { body: Buffer; contentType: string | undefined; modifiedAt: Date }>;
  /** Every request's method and path, to see what the client asked for. */
  requests: string[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An S3-compatible endpoint speaking just what the file storage uses, path-style (`/<bucket>/<key>`): PutObject,
 * GetObject (NoSuchKey for a missing key), DeleteObject and ListObjectsV2 (one page). Signatures are not checked.
 */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url!, 'http://s3.local');
      requests.push(`${request.method} ${url.pathname}`);
      const [, bucketName, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucketName !== bucket) {
        response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      if (request.method === 'PUT' && key) {
        objects.set(key, {
          body: await readBody(request),
          contentType: request.headers['content-type'],
          modifiedAt: new Date(),
        });
        response.writeHead(200, { etag: '"fake"' }).end();
      } else if (request.method === 'GET' && key) {
        const object = objects.get(key);
        if (!object) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(
              `<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${xmlEscape(key)}</Key></Error>`,
            );
          return;
        }
        response
          .writeHead(200, {
            'content-type': object.contentType ?? 'application/octet-stream',
            'content-length': object.body.length,
          })
          .end(object.body);
      } else if (request.method === 'DELETE' && key) {
        objects.delete(key);
        response.writeHead(204).end();
      } else if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const contents = [...objects.entries()]
          .filter(([k]) => k.startsWith(prefix))
          .map(
            ([k, o]) =>
              `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${o.modifiedAt.toISOString()}</LastModified><Size>${o.body.length}</Size></Contents>`,
          )
          .join('');
        response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${objects.size}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
          );
      } else {
        response
          .writeHead(400, { 'content-type': 'application/xml' })
          .end('<Error><Code>NotImplemented</Code></Error>');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
