import type { Readable } from 'node:stream';
import type { S3Config } from '../../config.ts';
import { loadOnce } from '../../core/load-once.ts';
import type { FileStorage, StoredObject } from './file-storage.ts';

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Hetzner, Scaleway…), when S3_BUCKET is set. The bucket stays
 * private: downloads go through the server, which checks the viewer's access, never a public or presigned URL.
 */
/** The AWS SDK's S3 client, loaded with the first file stored or read rather than at start. */
const loadS3 = loadOnce(() => import('@aws-sdk/client-s3'));

export function s3FileStorage(config: S3Config): FileStorage {
  const connect = loadOnce(async () => {
    const sdk = await loadS3();
    const client = new sdk.S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
    return { sdk, client };
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => `${config.prefix}${key}`;

  async function body(key: string): Promise<Readable> {
    const { sdk, client } = await connect();
    const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
    if (!answer.Body) throw new sdk.NoSuchKey({ message: 'Empty body', $metadata: {} });
    return answer.Body as Readable;
  }

  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
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
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list(): AsyncIterable<StoredObject> {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: config.prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield { key: object.Key.slice(config.prefix.length), modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
