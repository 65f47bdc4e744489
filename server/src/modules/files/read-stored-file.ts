import { and, eq, isNull } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { storedFiles } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { fileStorage } from './current-storage.ts';

export interface StoredFileContent {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

/**
 * A file's name, type and bytes for the company's own work (a report's PDF with its photos, a mail's attachment).
 * Another company's id, a deleted file or bytes gone missing: NOT_FOUND. It checks no person's access: callers
 * acting for a person check it first (findReadableFile).
 */
export async function readStoredFile(scope: CompanyScope, fileId: string): Promise<StoredFileContent> {
  if (!isUuid(fileId)) throw notFound();
  const [row] = await scope.db
    .select({ name: storedFiles.name, mimeType: storedFiles.mimeType, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.companyId, scope.companyId), isNull(storedFiles.deletedAt)));
  if (!row) throw notFound();
  const bytes = await fileStorage()
    .get(row.storageKey)
    .catch(() => {
      throw notFound();
    });
  return { name: row.name, mimeType: row.mimeType, bytes };
}
