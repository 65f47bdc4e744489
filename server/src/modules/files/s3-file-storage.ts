import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import type { FileStorage, StoredObject } from './file-storage.ts';

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Hetzner, Scaleway…), when S3_BUCKET is set. The bucket stays
 * private: downloads go through the server, which checks the viewer's access, never a public or presigned URL.
 */
export function s3FileStorage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => `${config.prefix}${key}`;

  async function body(key: string): Promise<Readable> {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
    if (!answer.Body) throw new NoSuchKey({ message: 'Empty body', $metadata: {} });
    return answer.Body as Readable;
  }

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async get(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await body(key)) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    stream: body,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list(): AsyncIterable<StoredObject> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: config.prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield { key: object.Key.slice(config.prefix.length), modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
