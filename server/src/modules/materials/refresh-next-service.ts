import { and, eq, isNull, sql } from 'drizzle-orm';
import { equipmentProducts, materials } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { companyServiceSettings, nextServiceOf } from './material-service-settings.ts';
import { productOfMaterial } from '../../db/joins.ts';

/**
 * Computes the stored next service date again after what it follows from changed outside the material: a product's
 * interval (pass its id) or the company's service defaults (no product: every unit). Only rows whose date changes
 * are written.
 */
export async function refreshNextService(scope: CompanyScope, filter: { productId?: string } = {}): Promise<number> {
  const company = await companyServiceSettings(scope);
  const rows = await scope.db
    .select({
      id: materials.id,
      serviceActive: materials.serviceActive,
      serviceIntervalMonths: materials.serviceIntervalMonths,
      lastServiceOn: materials.lastServiceOn,
      installedOn: materials.installedOn,
      createdAt: materials.createdAt,
      nextServiceOn: materials.nextServiceOn,
      productIntervalMonths: equipmentProducts.serviceIntervalMonths,
    })
    .from(materials)
    .innerJoin(equipmentProducts, productOfMaterial)
    .where(and(isNull(materials.archivedAt), filter.productId ? eq(materials.productId, filter.productId) : undefined));
  const changes = rows
    .map((row) => ({ id: row.id, next: nextServiceOf(row, company), before: row.nextServiceOn }))
    .filter((c) => c.next !== c.before)
    .map(({ id, next }) => ({ id, next }));
  // One UPDATE per 5,000 changed units, from a JSON record set (as the catalogue's refresh-product-service-dates.ts).
  for (let i = 0; i < changes.length; i += 5000) {
    await scope.db.execute(
      sql`update materials set next_service_on = v.next, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(changes.slice(i, i + 5000))}::jsonb) as v(id uuid, next date)
          where materials.id = v.id`,
    );
  }
  return changes.length;
}
