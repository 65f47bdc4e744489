import { and, eq, sql } from 'drizzle-orm';
import { itemInputSchema } from '@servio/domain';
import { items } from '../../db/tables/index.ts';
import { conflict } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findItem } from './find-items.ts';
import type { ItemRecord } from './item-record.ts';
import { asSkuTaken, assertSkuFree } from './item-sku.ts';
import { itemValues } from './item-values.ts';

/**
 * Input: `itemInputSchema` (domain; the optional fields left out stay as they are); CONFLICT when `version` is
 * stale. A following item's sales price is computed again from its cost and its group's markup.
 */
export async function updateItem(scope: TenantScope, id: string, version: number, input: unknown): Promise<ItemRecord> {
  const current = await findItem(scope, id);
  const data = parseInput(itemInputSchema, input, 'input');
  if (data.sku !== current.sku) await assertSkuFree(scope, data.sku, id);
  const values = await itemValues(scope, data, current);
  const [row] = await scope.db
    .update(items)
    .set({ ...values, version: sql`${items.version} + 1`, updatedAt: new Date() })
    .where(and(eq(items.id, id), eq(items.version, version)))
    .returning({ id: items.id })
    .catch(asSkuTaken);
  if (!row) throw conflict();
  return findItem(scope, id);
}
