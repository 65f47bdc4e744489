import { equipmentCategoryInputSchema } from '@servio/domain';
import { equipmentCategories } from '../../db/tables/index.ts';
import { idempotent } from '../../core/idempotency.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { asCategoryNameTaken, assertCategoryNameFree } from './equipment-category-name.ts';
import type { EquipmentCategoryWithCount } from './equipment-category-record.ts';
import { findEquipmentCategory } from './find-equipment-categories.ts';

/** Input: `equipmentCategoryInputSchema` (domain); a name the company has (any case) is `equipmentCategory.nameTaken`. */
export async function createEquipmentCategory(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<EquipmentCategoryWithCount> {
  const data = parseInput(equipmentCategoryInputSchema, input, 'input');
  return idempotent(scope, {
    operation: 'createEquipmentCategory',
    key: idempotencyKey,
    payload: input,
    load: (id) => findEquipmentCategory(scope, id),
    create: async () => {
      await assertCategoryNameFree(scope, data.name);
      const [row] = await scope.db
        .insert(equipmentCategories)
        .values({ companyId: scope.companyId, name: data.name })
        .returning()
        .catch(asCategoryNameTaken);
      return { ...row!, productCount: 0 };
    },
  });
}
