import { eq, sql } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { equipmentProducts, materials } from '../../db/tables/index.ts';
import { badInput, notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { productOfMaterial } from '../../db/joins.ts';

/** What a rental shows of its unit: enough to name it ("CDT 40 affugter · DT-40-001"). */
export interface RentalMaterialSummary {
  id: string;
  serialNumber: string | null;
  name: string | null;
  productName: string;
  rentable: boolean;
}

/** The select list of a unit's summary (materials joined with equipment_products). */
export const materialSummaryColumns = {
  id: materials.id,
  serialNumber: materials.serialNumber,
  name: materials.name,
  productName: equipmentProducts.name,
  rentable: sql<boolean>`(${materials.rentable} and ${materials.archivedAt} is null)`,
};

/** A unit of the company (NOT_FOUND otherwise: row-level security hides another company's). */
export async function findRentalMaterial(scope: CompanyScope, id: string): Promise<RentalMaterialSummary> {
  if (!isUuid(id)) throw notFound();
  const [row] = await scope.db
    .select(materialSummaryColumns)
    .from(materials)
    .innerJoin(equipmentProducts, productOfMaterial)
    .where(eq(materials.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * Locks the unit's row (FOR UPDATE) for the rest of the transaction, so that two saves on one unit check and insert
 * one after the other: the second sees the first's rental and cannot pass as available too. The unit must be
 * rentable and not archived (BAD_USER_INPUT rental.notRentable); another company's is NOT_FOUND.
 */
export async function lockRentableMaterial(scope: CompanyScope, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const rows = await scope.db
    .select({ rentable: materials.rentable, archivedAt: materials.archivedAt })
    .from(materials)
    .where(eq(materials.id, id))
    .for('update');
  const row = rows[0];
  if (!row) throw notFound();
  if (!row.rentable || row.archivedAt) throw badInput('input.materialId', 'rental.notRentable');
}
