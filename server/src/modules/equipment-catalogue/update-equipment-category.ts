import { and, eq, sql } from 'drizzle-orm';
import { equipmentCategoryInputSchema } from '@servio/domain';
import { equipmentCategories } from '../../db/tables/index.ts';
import { conflict } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { asCategoryNameTaken, assertCategoryNameFree } from './equipment-category-name.ts';
import type { EquipmentCategoryWithCount } from './equipment-category-record.ts';
import { findEquipmentCategory } from './find-equipment-categories.ts';

/** Renames a category; CONFLICT when `version` is stale, `equipmentCategory.nameTaken` for a name in use. */
export async function updateEquipmentCategory(
  scope: TenantScope,
  id: string,
  version: number,
  input: unknown,
): Promise<EquipmentCategoryWithCount> {
  const current = await findEquipmentCategory(scope, id);
  const data = parseInput(equipmentCategoryInputSchema, input, 'input');
  if (data.name.toLowerCase() !== current.name.toLowerCase()) await assertCategoryNameFree(scope, data.name, id);
  const [row] = await scope.db
    .update(equipmentCategories)
    .set({ name: data.name, version: sql`${equipmentCategories.version} + 1`, updatedAt: new Date() })
    .where(and(eq(equipmentCategories.id, id), eq(equipmentCategories.version, version)))
    .returning({ id: equipmentCategories.id })
    .catch(asCategoryNameTaken);
  if (!row) throw conflict();
  return findEquipmentCategory(scope, id);
}
