import { and, ne, sql } from 'drizzle-orm';
import { equipmentCategories } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { isUniqueViolation } from './unique-violation.ts';

const nameTaken = () => badInput('input.name', 'equipmentCategory.nameTaken');

/** A category's name is unique per company, whatever its case (equipment_categories_company_name_unique). */
export async function assertCategoryNameFree(scope: CompanyScope, name: string, exceptId?: string): Promise<void> {
  const sameName = sql`lower(${equipmentCategories.name}) = ${name.toLowerCase()}`;
  const [row] = await scope.db
    .select({ id: equipmentCategories.id })
    .from(equipmentCategories)
    .where(exceptId ? and(sameName, ne(equipmentCategories.id, exceptId)) : sameName)
    .limit(1);
  if (row) throw nameTaken();
}

/** A write that hit the unique index anyway (a concurrent save took the name): the same field error, never a 500. */
export function asCategoryNameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw nameTaken();
  throw error;
}
