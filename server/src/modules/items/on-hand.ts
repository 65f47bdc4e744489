import { eq, inArray, sql } from 'drizzle-orm';
import { companies, stockMovements } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import type { ItemRecord } from './item-record.ts';

/** Whether the company keeps stock (enableItemStock): without it no item has a quantity on hand. */
export async function itemStockEnabled(scope: CompanyScope): Promise<boolean> {
  const [row] = await scope.db
    .select({ on: companies.enableItemStock })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  return row?.on ?? false;
}

/**
 * The quantity on hand of each of these items (the ledger's sum over every location), in one grouped query for a
 * whole page; an item without movements has 0. Null for all while the company keeps no stock.
 */
export async function withOnHand(
  scope: CompanyScope,
  records: ItemRecord[],
  stockEnabled?: boolean,
): Promise<ItemRecord[]> {
  if (records.length === 0) return records;
  if (!(stockEnabled ?? (await itemStockEnabled(scope)))) return records;
  const sums = await scope.db
    .select({ itemId: stockMovements.itemId, onHand: sql<number>`sum(${stockMovements.quantity})::int` })
    .from(stockMovements)
    .where(
      inArray(
        stockMovements.itemId,
        records.map((r) => r.id),
      ),
    )
    .groupBy(stockMovements.itemId);
  const byItem = new Map(sums.map((s) => [s.itemId, Number(s.onHand)]));
  return records.map((r) => ({ ...r, onHand: byItem.get(r.id) ?? 0 }));
}
