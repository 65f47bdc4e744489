import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { fileStorage } from './current-storage.ts';

/** The storage keys written during one transaction, to remove if it does not commit. */
export interface FileWrites {
  keys: string[];
}

/**
 * Runs `work` in a tenant transaction like any request's; the bytes of files it stored (storeFile with `writes`)
 * are removed again when the transaction does not commit, so no file stays on disk without its row. (Bytes written
 * in a transaction this does not own are left to the sweep: sweepStoredFiles.)
 */
export async function withFileTransaction<T>(
  db: Db,
  tenant: { companyId: string; userId: string | null },
  work: (tx: Db, writes: FileWrites) => Promise<T>,
): Promise<T> {
  const writes: FileWrites = { keys: [] };
  try {
    return await withTenant(db, tenant, (tx) => work(tx, writes));
  } catch (error) {
    await removeObjects(writes.keys);
    throw error;
  }
}

/** Best effort: an object that cannot be removed now is the sweep's. */
export async function removeObjects(keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => fileStorage().delete(key)));
}
