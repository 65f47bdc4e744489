import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { serverSecrets } from '../../db/tables/index.ts';

/**
 * Partners' tokens at rest: AES-256-GCM (node:crypto), a fresh 12-byte IV per value, the tag checked on reading.
 * Stored as `iv.tag.ciphertext` in base64url. A row read out of a backup shows no token without the key.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes (base64)');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key: SECRETS_KEY, or (outside production) one generated once and kept in server_secrets like the session
 * signing key, so `npm start` on a fresh machine works. In production without SECRETS_KEY there is none (null): a key
 * kept beside the ciphertext would protect nothing, so tokens are refused rather than stored so. Owner connection.
 */
export async function loadSecretsKey(
  db: Db,
  config: Pick<Config, 'secretsKey' | 'production'>,
): Promise<Buffer | null> {
  if (config.secretsKey) return Buffer.from(config.secretsKey, 'base64');
  if (config.production) return null;
  await db
    .insert(serverSecrets)
    .values({ name: 'secrets-key', value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'secrets-key'));
  return Buffer.from(row!.value, 'base64');
}
