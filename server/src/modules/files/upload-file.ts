import type { StoredFileRow } from '../../db/tables/index.ts';
import { forbidden } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { checkMayAddDocuments, checkOwnerVisible, type FileOwner } from './file-access.ts';
import type { FileWrites } from './file-transaction.ts';
import { storeFile } from './store-file.ts';

export type FileTab = 'images' | 'documents';

export type UploadFileInput = FileOwner & { tab: FileTab; name: string; bytes: Buffer };

/**
 * A person's upload on a visit's or a customer's documents or images tab: they see the visit or customer; images
 * are always allowed, documents to administrators and employees with `allowedToUploadDocuments`; the tab takes only
 * its kind (an image under documents is refused, as the spec says). Then storeFile checks the file itself.
 */
export async function uploadFile(
  scope: TenantScope,
  input: UploadFileInput,
  writes?: FileWrites,
): Promise<StoredFileRow> {
  if (scope.actor.role === 'customer') throw forbidden();
  await checkOwnerVisible(scope, input);
  if (input.tab === 'documents') checkMayAddDocuments(scope);
  return storeFile(
    scope,
    {
      bytes: input.bytes,
      name: input.name,
      purpose: 'attachment',
      visitId: input.visitId ?? null,
      customerId: input.customerId ?? null,
      materialId: input.materialId ?? null,
      expect: input.tab === 'images' ? 'image' : 'document',
    },
    writes,
  );
}
