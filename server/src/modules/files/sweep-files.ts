import { inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { byCompanyKeys } from '../../db/sql.ts';
import { storedFiles } from '../../db/tables/index.ts';
import { fileStorage } from './current-storage.ts';

export interface SweepResult {
  /** Deleted files whose bytes and row were removed. */
  purged: number;
  /** Objects without a row (a visit's or customer's deletion cascaded to its files, a transaction rolled back). */
  orphansRemoved: number;
}

/** The row's key an object belongs to: a thumbnail's or a crashed write's leftover names its file's key. */
const fileKeyOf = (objectKey: string) => objectKey.replace(/\.partial$/, '').replace(/-thumb$/, '');

const batchSize = 500;

/**
 * Keeps the storage and the table consistent (docs/decisions/0021-file-storage.md), on the owner connection (all
 * companies): files marked deleted lose their bytes and then their row; objects without a row are removed once
 * older than `graceMs`, so an upload whose transaction is still open keeps its bytes. The server runs it hourly.
 */
export async function sweepStoredFiles(db: Db, options: { graceMs: number; now?: Date }): Promise<SweepResult> {
  const storage = fileStorage();
  let purged = 0;
  for (;;) {
    const deleted = await db
      .select({
        companyId: storedFiles.companyId,
        id: storedFiles.id,
        storageKey: storedFiles.storageKey,
        thumbnailKey: storedFiles.thumbnailKey,
      })
      .from(storedFiles)
      .where(isNotNull(storedFiles.deletedAt))
      .limit(batchSize);
    if (deleted.length === 0) break;
    for (const file of deleted) {
      await storage.delete(file.storageKey);
      if (file.thumbnailKey) await storage.delete(file.thumbnailKey);
    }
    await db.delete(storedFiles).where(byCompanyKeys(storedFiles, deleted));
    purged += deleted.length;
  }

  const cutoff = (options.now ?? new Date()).getTime() - options.graceMs;
  let orphansRemoved = 0;
  let batch: string[] = [];
  const removeOrphans = async () => {
    const fileKeys = [...new Set(batch.map(fileKeyOf))];
    const rows = await db
      .select({ storageKey: storedFiles.storageKey })
      .from(storedFiles)
      .where(inArray(storedFiles.storageKey, fileKeys));
    const kept = new Set(rows.map((r) => r.storageKey));
    for (const key of batch) {
      if (kept.has(fileKeyOf(key)) && !key.endsWith('.partial')) continue;
      await storage.delete(key);
      orphansRemoved += 1;
    }
    batch = [];
  };
  for await (const object of storage.list()) {
    if (object.modifiedAt.getTime() > cutoff) continue;
    batch.push(object.key);
    if (batch.length >= batchSize) await removeOrphans();
  }
  if (batch.length > 0) await removeOrphans();
  return { purged, orphansRemoved };
}
