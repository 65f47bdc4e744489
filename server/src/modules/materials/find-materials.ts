import { inArray } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { equipmentCategories, equipmentProducts, materials } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { flattenMaterial, materialWithProduct, type MaterialRecord } from './material-record.ts';
import { withServiceStatus } from './material-service-status.ts';
import { categoryOfProduct, productOfMaterial } from '../../db/joins.ts';

/** The materials of these ids that exist in the company, with product, category and status (missing ids left out). */
export async function findMaterialsByIds(scope: CompanyScope, ids: readonly string[]): Promise<MaterialRecord[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return [];
  const rows = await scope.db
    .select(materialWithProduct)
    .from(materials)
    .innerJoin(equipmentProducts, productOfMaterial)
    .innerJoin(equipmentCategories, categoryOfProduct)
    .where(inArray(materials.id, valid));
  return withServiceStatus(scope, rows.map(flattenMaterial));
}

/** One material; another company's is NOT_FOUND like a missing one (row-level security hides it). */
export async function findMaterial(scope: CompanyScope, id: string): Promise<MaterialRecord> {
  const [record] = await findMaterialsByIds(scope, [id]);
  if (!record) throw notFound();
  return record;
}
