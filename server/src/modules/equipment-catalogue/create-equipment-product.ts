import { equipmentProductInputSchema } from '@servio/domain';
import { equipmentProducts } from '../../db/tables/index.ts';
import { idempotent } from '../../core/idempotency.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { assertCategoryExists } from './category-exists.ts';
import { asModelTaken, assertModelFree } from './equipment-product-model.ts';
import type { EquipmentProductRecord } from './equipment-product-record.ts';
import { findEquipmentProduct } from './find-equipment-product.ts';

/**
 * Input: `equipmentProductInputSchema` (domain: interval 1–120 months or null for the company's); the same model
 * from the same supplier in the category (any case) is `equipmentProduct.modelTaken` on the name.
 */
export async function createEquipmentProduct(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<EquipmentProductRecord> {
  const data = parseInput(equipmentProductInputSchema, input, 'input');
  return idempotent(scope, {
    operation: 'createEquipmentProduct',
    key: idempotencyKey,
    payload: input,
    load: (id) => findEquipmentProduct(scope, id),
    create: async () => {
      await assertCategoryExists(scope, data.categoryId);
      await assertModelFree(scope, data);
      const [row] = await scope.db
        .insert(equipmentProducts)
        .values({ companyId: scope.companyId, ...data })
        .returning({ id: equipmentProducts.id })
        .catch(asModelTaken);
      return findEquipmentProduct(scope, row!.id);
    },
  });
}
