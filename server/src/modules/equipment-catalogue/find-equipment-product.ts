import { eq, inArray } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { equipmentCategories, equipmentProducts } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { productWithCategory, toProductRecord, type EquipmentProductRecord } from './equipment-product-record.ts';
import { categoryOfProduct } from '../../db/joins.ts';

/** One product with its category and unit count; another company's product is NOT_FOUND like a missing one. */
export async function findEquipmentProduct(scope: CompanyScope, id: string): Promise<EquipmentProductRecord> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db
    .select(productWithCategory)
    .from(equipmentProducts)
    .innerJoin(equipmentCategories, categoryOfProduct)
    .where(eq(equipmentProducts.id, id));
  if (!row) throw notFound();
  return toProductRecord(row);
}

/** The products of these ids that exist in the company, each with its category, in one query (for a loader). */
export async function findEquipmentProductsByIds(
  scope: CompanyScope,
  ids: readonly string[],
): Promise<EquipmentProductRecord[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await scope.db
    .select(productWithCategory)
    .from(equipmentProducts)
    .innerJoin(equipmentCategories, categoryOfProduct)
    .where(inArray(equipmentProducts.id, valid));
  return rows.map(toProductRecord);
}
