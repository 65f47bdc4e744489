import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { equipmentProducts, materials, rentals } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { materialSummaryColumns, type RentalMaterialSummary } from './rental-material.ts';
import { selectRentals, toRecord, type RentalRecord } from './rental-record.ts';
import { assertRentalsOn } from './rental-settings.ts';
import { byCompanyKeys } from '../../db/sql.ts';
import { productOfMaterial } from '../../db/joins.ts';

export type RentableMaterial = RentalMaterialSummary & { upcomingRentals: RentalRecord[] };

/** How many coming rentals each unit shows on the rentals page; the unit's calendar shows them all. */
const upcomingPerUnit = 3;

/**
 * The company's rentable units (a company rents out tens, not thousands) by product and serial number, each with its
 * next few rentals not yet ended: two queries, the rentals ranked per unit in SQL.
 */
export async function listRentableMaterials(scope: CompanyScope, now = new Date()): Promise<RentableMaterial[]> {
  await assertRentalsOn(scope);
  const units = await scope.db
    .select(materialSummaryColumns)
    .from(materials)
    .innerJoin(equipmentProducts, productOfMaterial)
    .where(and(eq(materials.rentable, true), isNull(materials.archivedAt)))
    .orderBy(sql`lower(${equipmentProducts.name})`, sql`lower(${materials.serialNumber})`, asc(materials.id));
  if (units.length === 0) return [];
  const unitIds = sql.join(
    units.map((u) => sql`${u.id}::uuid`),
    sql`, `,
  );
  // The unit's next rentals by start, ranked in SQL so only they are read (rentals_period_idx finds each unit's).
  const upcoming = sql`select ranked.company_id, ranked.id from (
      select r.company_id, r.id, row_number() over (partition by r.material_id order by r.starts_at, r.id) as rank
      from rentals r where r.material_id in (${unitIds}) and r.ends_at > ${now.toISOString()}::timestamptz
    ) ranked where ranked.rank <= ${upcomingPerUnit}`;
  const rows = await selectRentals(scope)
    .where(byCompanyKeys(rentals, sql`(${upcoming})`))
    .orderBy(asc(rentals.startsAt), asc(rentals.id));
  const byUnit = new Map<string, RentalRecord[]>();
  for (const rental of rows.map(toRecord))
    byUnit.set(rental.materialId, [...(byUnit.get(rental.materialId) ?? []), rental]);
  return units.map((u) => ({ ...u, upcomingRentals: byUnit.get(u.id) ?? [] }));
}
