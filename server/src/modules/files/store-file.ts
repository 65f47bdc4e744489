import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { customers, materials, storedFiles, visits, type StoredFileRow } from '../../db/tables/index.ts';
import { badInput, notFound } from '../../core/errors.ts';
import type { CompanyScope, TenantScope } from '../../core/scope.ts';
import { fileStorage } from './current-storage.ts';
import { detectFile, type FileKind } from './file-kind.ts';
import { newStorageKey, thumbnailKeyOf } from './file-keys.ts';
import { companyUploadLimitMb, megabyte } from './file-limits.ts';
import { cleanFileName } from './file-name.ts';
import { removeObjects, type FileWrites } from './file-transaction.ts';
import { makeThumbnail } from './thumbnail.ts';

export const filePurposes = [
  'attachment',
  'reportPhoto',
  'signature',
  'reportPdf',
  'logo',
  'invoicePdf',
  'reminderPdf',
] as const;
export type FilePurpose = (typeof filePurposes)[number];

export interface StoreFileInput {
  bytes: Buffer;
  /** As the user's device named it; only its last segment, cleaned, is kept (cleanFileName). */
  name: string;
  purpose: FilePurpose;
  visitId?: string | null;
  customerId?: string | null;
  materialId?: string | null;
  /**
   * The kind the caller takes: the images tab (and a report's photo or signature) only images, the documents tab
   * only documents (the spec: images cannot be uploaded under documents). Left out: either.
   */
  expect?: FileKind;
}

/** The refusal of an image under documents (the spec's words) or of a document under images. */
function refuseKind(expected: FileKind | undefined, kind: FileKind) {
  if (!expected || expected === kind) return;
  throw badInput('file', kind === 'image' ? 'file.imageUnderDocuments' : 'file.notAnImage');
}

/** The visit or customer a file is attached to exists in the company (another company's id is NOT_FOUND). */
async function checkOwner(scope: CompanyScope, input: StoreFileInput) {
  for (const id of [input.visitId, input.customerId, input.materialId]) if (id && !isUuid(id)) throw notFound();
  if (input.visitId) {
    const [visit] = await scope.db.select({ id: visits.id }).from(visits).where(eq(visits.id, input.visitId));
    if (!visit) throw notFound();
  }
  if (input.customerId) {
    const [customer] = await scope.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, input.customerId));
    if (!customer) throw notFound();
  }
  if (input.materialId) {
    const [material] = await scope.db
      .select({ id: materials.id })
      .from(materials)
      .where(eq(materials.id, input.materialId));
    if (!material) throw notFound();
  }
}

/**
 * Stores a file: checks it (not empty, within the company's limit, its type read from the content and allowed, the
 * kind the caller takes), writes its bytes and thumbnail to the storage, then its row in the scope's transaction.
 * If the row cannot be written the bytes are removed at once; if the caller's transaction fails later, the caller
 * removes them (withFileTransaction collects the keys in `writes`) or, failing that, the sweep does.
 * It checks no one's permission: uploadFile does for a person, the reports and mail parts for their own work.
 */
export async function storeFile(
  scope: CompanyScope | TenantScope,
  input: StoreFileInput,
  writes?: FileWrites,
): Promise<StoredFileRow> {
  const name = cleanFileName(input.name);
  if (input.bytes.length === 0) throw badInput('file', 'file.empty');
  const limitMb = await companyUploadLimitMb(scope);
  if (input.bytes.length > limitMb * megabyte) throw badInput('file', 'file.tooLarge', { maxMb: limitMb });
  const { kind, mimeType } = await detectFile(input.bytes, name);
  refuseKind(input.expect, kind);
  await checkOwner(scope, input);
  const thumbnail = kind === 'image' ? await makeThumbnail(input.bytes, mimeType) : null;

  const storage = fileStorage();
  const storageKey = newStorageKey(scope.companyId);
  const thumbnailKey = thumbnail ? thumbnailKeyOf(storageKey) : null;
  const written = [storageKey, ...(thumbnailKey ? [thumbnailKey] : [])];
  writes?.keys.push(...written);
  try {
    await storage.put(storageKey, input.bytes, mimeType);
    if (thumbnail && thumbnailKey) await storage.put(thumbnailKey, thumbnail.bytes, 'image/webp');
    const [row] = await scope.db
      .insert(storedFiles)
      .values({
        companyId: scope.companyId,
        kind,
        purpose: input.purpose,
        visitId: input.visitId ?? null,
        customerId: input.customerId ?? null,
        materialId: input.materialId ?? null,
        name,
        mimeType,
        size: input.bytes.length,
        sha256: createHash('sha256').update(input.bytes).digest('hex'),
        storageKey,
        thumbnailKey,
        width: thumbnail?.width ?? null,
        height: thumbnail?.height ?? null,
        uploadedById: 'actor' in scope ? scope.actor.userId : null,
      })
      .returning();
    return row!;
  } catch (error) {
    await removeObjects(written);
    throw error;
  }
}
