import { and, inArray, isNull } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import type { CompanyScope } from '../core/scope.ts';
import { storedFiles } from '../db/tables/index.ts';
import { fileStorage } from '../modules/files/index.ts';
import { pdfImage } from './pdf-image.ts';

/**
 * Images for a PDF (a report's photos and signatures, the company's logo), by stored file id: one query for their
 * rows, then the bytes from the storage, resized for the PDF (pdfImage). A file deleted since, or whose bytes are
 * gone, is left out (the PDF shows the rest) rather than failing the document.
 */
export async function loadPdfImages(scope: CompanyScope, ids: string[]): Promise<Map<string, Buffer>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Map();
  const rows = await scope.db
    .select({ id: storedFiles.id, storageKey: storedFiles.storageKey, kind: storedFiles.kind })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, wanted), isNull(storedFiles.deletedAt)));
  const storage = fileStorage();
  const loaded = await Promise.all(
    rows
      .filter((r) => r.kind === 'image')
      .map(async (r) => {
        const bytes = await storage.get(r.storageKey).catch(() => null);
        const image = bytes ? await pdfImage(bytes).catch(() => null) : null;
        return image ? ([r.id, image] as const) : null;
      }),
  );
  return new Map(loaded.filter((entry) => entry !== null));
}
