import { eq, sql } from 'drizzle-orm';
import { storedFiles, users } from '../../db/tables/index.ts';
import { forbidden } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { findReadableFile } from './file-access.ts';
import type { FileItem } from './list-files.ts';

/**
 * Shares an attachment with the customer it concerns (its customer, its visit's customer or its unit's customer), or
 * stops sharing it: the portal's documents list and the download follow at once (customer-shared-files.ts). The
 * administrator's decision (access.ts): what leaves the office is theirs, as deleting any file is. Another company's
 * file or one the actor does not see is NOT_FOUND; a generated file (a report's or invoice's PDF) is FORBIDDEN.
 */
export async function setFileShared(scope: TenantScope, id: string, shared: boolean): Promise<FileItem> {
  if (scope.actor.role !== 'administrator') throw forbidden();
  const file = await findReadableFile(scope, id);
  if (file.purpose !== 'attachment') throw forbidden();
  await scope.db.update(storedFiles).set({ sharedWithCustomer: shared }).where(eq(storedFiles.id, file.id));
  const [uploader] = file.uploadedById
    ? await scope.db
        .select({ name: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')` })
        .from(users)
        .where(eq(users.id, file.uploadedById))
    : [];
  return { ...file, sharedWithCustomer: shared, uploadedByName: uploader?.name ?? null };
}
