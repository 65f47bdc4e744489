import { randomUUID } from 'node:crypto';

/** A new object's key: the company's folder and a random id; nothing of the file's name or content. */
export const newStorageKey = (companyId: string) => `${companyId}/${randomUUID()}`;

/** The thumbnail beside its image. */
export const thumbnailKeyOf = (storageKey: string) => `${storageKey}-thumb`;
