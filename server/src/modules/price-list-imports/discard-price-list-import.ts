import { eq } from 'drizzle-orm';
import type { TenantScope } from '../../core/scope.ts';
import { priceListImportLines, priceListImports } from '../../db/tables/index.ts';
import { lockPriceListImport } from './find-price-list-import.ts';

/** Drops a staged import and its lines (the wizard's cancel). An applied import stays applied; false then. */
export async function discardPriceListImport(scope: TenantScope, importId: string): Promise<boolean> {
  const record = await lockPriceListImport(scope, importId);
  if (record.status === 'applied') return false;
  await scope.db.delete(priceListImportLines).where(eq(priceListImportLines.importId, record.id));
  if (record.status === 'staging')
    await scope.db.update(priceListImports).set({ status: 'discarded' }).where(eq(priceListImports.id, record.id));
  return true;
}
