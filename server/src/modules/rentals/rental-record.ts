import { eq } from 'drizzle-orm';
import type { RentalOverlapState } from '@servio/domain';
import { equipmentProducts, materials, rentals, type RentalRow } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { materialSummaryColumns, type RentalMaterialSummary } from './rental-material.ts';
import { sameCompany } from '../../db/sql.ts';
import { productOfMaterial } from '../../db/joins.ts';

/** A rental as every answer gives it: its row and its unit's summary (same query). */
export type RentalRecord = RentalRow & {
  material: RentalMaterialSummary;
  /** Create and update only: the period's state when it was saved (an almost conflict is saved with a warning). */
  overlapState?: RentalOverlapState;
};

/** A select of rentals with their units (one join; the customer comes through the request's loader). */
export const selectRentals = (scope: CompanyScope) =>
  scope.db
    .select({ rental: rentals, material: materialSummaryColumns })
    .from(rentals)
    .innerJoin(materials, sameCompany(materials, rentals, eq(materials.id, rentals.materialId)))
    .innerJoin(equipmentProducts, productOfMaterial);

export const toRecord = (row: { rental: RentalRow; material: RentalMaterialSummary }): RentalRecord => ({
  ...row.rental,
  material: row.material,
});
