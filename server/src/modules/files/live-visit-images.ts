import { and, eq, inArray, isNull } from 'drizzle-orm';
import { storedFiles } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** Which of these file ids are images of this visit that are not deleted (a report shows only those). */
export async function liveVisitImageIds(scope: CompanyScope, visitId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await scope.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, ids),
        eq(storedFiles.visitId, visitId),
        eq(storedFiles.kind, 'image'),
        isNull(storedFiles.deletedAt),
      ),
    );
  return new Set(found.map((f) => f.id));
}
