import { eq, inArray, sql } from 'drizzle-orm';
import { dateString, localParts } from '@servio/domain';
import { equipmentProducts, materials } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { companyServiceSettings, nextServiceOf } from './material-service-settings.ts';
import { productOfMaterial } from '../../db/joins.ts';

/**
 * A completed visit serviced its materials: each one's last service becomes the visit's local date (its start, else
 * its end, else today) and its next service date follows from it. A unit serviced later already keeps its later date.
 */
export async function recordVisitService(
  scope: CompanyScope,
  visit: { materielIds: readonly string[]; start: Date | null; end: Date | null },
): Promise<void> {
  if (visit.materielIds.length === 0) return;
  const servicedOn = dateString(localParts(visit.start ?? visit.end ?? new Date()).days);
  const rows = await scope.db
    .select({ material: materials, productIntervalMonths: equipmentProducts.serviceIntervalMonths })
    .from(materials)
    .innerJoin(equipmentProducts, productOfMaterial)
    .where(inArray(materials.id, [...visit.materielIds]));
  const company = await companyServiceSettings(scope);
  for (const { material, productIntervalMonths } of rows) {
    if (material.lastServiceOn && material.lastServiceOn >= servicedOn) continue;
    const nextServiceOn = nextServiceOf({ ...material, lastServiceOn: servicedOn, productIntervalMonths }, company);
    await scope.db
      .update(materials)
      .set({ lastServiceOn: servicedOn, nextServiceOn, version: sql`${materials.version} + 1`, updatedAt: new Date() })
      .where(eq(materials.id, material.id));
  }
}
