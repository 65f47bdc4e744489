import { and, eq, ne, sql } from 'drizzle-orm';
import { equipmentProducts } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { isUniqueViolation } from './unique-violation.ts';

const modelTaken = () => badInput('input.name', 'equipmentProduct.modelTaken');

interface ModelKey {
  categoryId: string;
  name: string;
  supplier: string | null;
}

/**
 * A model is unique within its category and supplier, whatever its case (equipment_products_company_model_unique:
 * lower(name), lower(coalesce(supplier, ''))): the same model from another supplier is another product.
 */
export async function assertModelFree(scope: CompanyScope, key: ModelKey, exceptId?: string): Promise<void> {
  const same = and(
    eq(equipmentProducts.categoryId, key.categoryId),
    sql`lower(${equipmentProducts.name}) = ${key.name.toLowerCase()}`,
    sql`lower(coalesce(${equipmentProducts.supplier}, '')) = ${(key.supplier ?? '').toLowerCase()}`,
  );
  const [row] = await scope.db
    .select({ id: equipmentProducts.id })
    .from(equipmentProducts)
    .where(exceptId ? and(same, ne(equipmentProducts.id, exceptId)) : same)
    .limit(1);
  if (row) throw modelTaken();
}

/** A write that hit the unique index anyway (a concurrent save took the model): the same field error, never a 500. */
export function asModelTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw modelTaken();
  throw error;
}
