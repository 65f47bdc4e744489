import { itemInputSchema } from '@servio/domain';
import { items } from '../../db/tables/index.ts';
import { idempotent } from '../../core/idempotency.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findItem } from './find-items.ts';
import type { ItemRecord } from './item-record.ts';
import { asSkuTaken, assertSkuFree } from './item-sku.ts';
import { itemValues } from './item-values.ts';

/** Input: `itemInputSchema` (domain); a SKU the company has is `item.skuTaken` on `input.sku`. */
export async function createItem(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<ItemRecord> {
  const data = parseInput(itemInputSchema, input, 'input');
  return idempotent(scope, {
    operation: 'createItem',
    key: idempotencyKey,
    payload: input,
    load: (id) => findItem(scope, id),
    create: async () => {
      await assertSkuFree(scope, data.sku);
      const values = await itemValues(scope, data, null);
      const [row] = await scope.db
        .insert(items)
        .values({ ...values, companyId: scope.companyId })
        .returning({ id: items.id })
        .catch(asSkuTaken);
      return findItem(scope, row!.id);
    },
  });
}
