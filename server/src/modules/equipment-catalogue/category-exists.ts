import { eq } from 'drizzle-orm';
import { equipmentCategories } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** A product's category must be one of the company's (another company's is as missing: row-level security). */
export async function assertCategoryExists(scope: CompanyScope, categoryId: string): Promise<void> {
  const [row] = await scope.db
    .select({ id: equipmentCategories.id })
    .from(equipmentCategories)
    .where(eq(equipmentCategories.id, categoryId))
    .limit(1);
  if (!row) throw badInput('input.categoryId', 'equipmentCategory.notFound');
}
