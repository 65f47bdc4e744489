import { asc, eq, sql } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { equipmentCategories } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { categoryWithCount, withProductCount, type EquipmentCategoryWithCount } from './equipment-category-record.ts';

/** One category with its product count; another company's category is NOT_FOUND like a missing one. */
export async function findEquipmentCategory(scope: CompanyScope, id: string): Promise<EquipmentCategoryWithCount> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db
    .select(categoryWithCount)
    .from(equipmentCategories)
    .where(eq(equipmentCategories.id, id));
  if (!row) throw notFound();
  return withProductCount(row);
}

/** Every category of the company by name, with its product count (a company has tens of categories, not thousands). */
export async function listEquipmentCategories(scope: CompanyScope): Promise<EquipmentCategoryWithCount[]> {
  const rows = await scope.db
    .select(categoryWithCount)
    .from(equipmentCategories)
    .orderBy(sql`lower(${equipmentCategories.name})`, asc(equipmentCategories.id));
  return rows.map(withProductCount);
}
