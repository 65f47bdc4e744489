import { and, eq, sql } from 'drizzle-orm';
import { equipmentProductInputSchema } from '@servio/domain';
import { equipmentProducts } from '../../db/tables/index.ts';
import { conflict } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { assertCategoryExists } from './category-exists.ts';
import { asModelTaken, assertModelFree } from './equipment-product-model.ts';
import type { EquipmentProductRecord } from './equipment-product-record.ts';
import { findEquipmentProduct } from './find-equipment-product.ts';
import { refreshProductServiceDates } from './refresh-product-service-dates.ts';

/**
 * The whole product from `equipmentProductInputSchema`; CONFLICT when `version` is stale. A new interval moves the
 * next service date of the units that follow it, in the same transaction (refresh-product-service-dates.ts).
 */
export async function updateEquipmentProduct(
  scope: TenantScope,
  id: string,
  version: number,
  input: unknown,
): Promise<EquipmentProductRecord> {
  const current = await findEquipmentProduct(scope, id);
  const data = parseInput(equipmentProductInputSchema, input, 'input');
  await assertCategoryExists(scope, data.categoryId);
  await assertModelFree(scope, data, id);
  const [row] = await scope.db
    .update(equipmentProducts)
    .set({ ...data, version: sql`${equipmentProducts.version} + 1`, updatedAt: new Date() })
    .where(and(eq(equipmentProducts.id, id), eq(equipmentProducts.version, version)))
    .returning({ id: equipmentProducts.id })
    .catch(asModelTaken);
  if (!row) throw conflict();
  if (data.serviceIntervalMonths !== current.serviceIntervalMonths) {
    await refreshProductServiceDates(scope, id, data.serviceIntervalMonths);
  }
  return findEquipmentProduct(scope, id);
}
