import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { storedFiles, users, type StoredFileRow } from '../../db/tables/index.ts';
import { pageBounds, type Page, type PageArgs } from '../../core/paging.ts';
import type { TenantScope } from '../../core/scope.ts';
import { checkOwnerVisible, type FileOwner } from './file-access.ts';
import type { FileKind } from './file-kind.ts';

/** A file as a list shows it: its row and who uploaded it. */
export type FileItem = StoredFileRow & { uploadedByName: string | null };

export type ListFilesInput = FileOwner & PageArgs & { kind: FileKind };

/** The attachments of one kind on a visit, customer or material the actor sees, newest first, a page at a time. */
export async function listFiles(scope: TenantScope, input: ListFilesInput): Promise<Page<FileItem>> {
  await checkOwnerVisible(scope, input);
  const { limit, offset } = pageBounds(input, { limit: 50, maxLimit: 100 });
  const where = and(
    input.visitId
      ? eq(storedFiles.visitId, input.visitId)
      : input.materialId
        ? eq(storedFiles.materialId, input.materialId)
        : eq(storedFiles.customerId, input.customerId!),
    eq(storedFiles.kind, input.kind),
    eq(storedFiles.purpose, 'attachment'),
    isNull(storedFiles.deletedAt),
  );
  const rows = await scope.db
    .select({
      file: storedFiles,
      uploadedByName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
    })
    .from(storedFiles)
    .leftJoin(users, eq(users.id, storedFiles.uploadedById))
    .where(where)
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id))
    .limit(limit)
    .offset(offset);
  const [total] = await scope.db.select({ n: count() }).from(storedFiles).where(where);
  return {
    items: rows.map((r) => ({ ...r.file, uploadedByName: r.uploadedByName })),
    totalCount: total?.n ?? 0,
  };
}
