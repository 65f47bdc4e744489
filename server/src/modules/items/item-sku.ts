import { and, eq, ne } from 'drizzle-orm';
import { items } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

const skuTaken = () => badInput('input.sku', 'item.skuTaken');

/** A SKU is unique per company (items_company_sku_unique); another company may use the same. */
export async function assertSkuFree(scope: CompanyScope, sku: string, exceptId?: string): Promise<void> {
  const same = eq(items.sku, sku);
  const [row] = await scope.db
    .select({ id: items.id })
    .from(items)
    .where(exceptId ? and(same, ne(items.id, exceptId)) : same)
    .limit(1);
  if (row) throw skuTaken();
}

/** A write that hit the unique index anyway (a concurrent save took the SKU): the same field error, never a 500. */
export function asSkuTaken(error: unknown): never {
  const e = error as { code?: string; cause?: { code?: string } };
  if (e.code === '23505' || e.cause?.code === '23505') throw skuTaken();
  throw error;
}
