import { inArray } from 'drizzle-orm';
import { materialLocksVisit } from '@servio/domain';
import { materials } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** A visit's materials must be the company's units (another company's are "not found"); the first missing is named. */
export async function checkVisitMaterials(scope: CompanyScope, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await scope.db
    .select({ id: materials.id })
    .from(materials)
    .where(inArray(materials.id, [...ids]));
  const known = new Set(found.map((f) => f.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0) throw badInput(`input.materielIds.${missing}`, 'visit.materielNotFound');
}

/**
 * Whether these materials lock a visit's customer and address: one with a connected customer or a fixed address
 * belongs where it is (spec), so the visit stays at that customer and address while it holds the unit.
 */
export async function materialsLockVisit(scope: CompanyScope, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const rows = await scope.db
    .select({ customerId: materials.customerId, streetAddress: materials.streetAddress, zipcode: materials.zipcode })
    .from(materials)
    .where(inArray(materials.id, [...ids]));
  return rows.some(materialLocksVisit);
}
