import { and, eq, sql } from 'drizzle-orm';
import { rentalInputSchema } from '@servio/domain';
import { rentals } from '../../db/tables/index.ts';
import { conflict } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findRental } from './find-rental.ts';
import { checkRentalWrite } from './rental-checks.ts';
import type { RentalRecord } from './rental-record.ts';
import { assertRentalsOn } from './rental-settings.ts';

/**
 * Input: `rentalInputSchema` (domain); CONFLICT when `version` is stale. The period is checked against the unit's
 * other rentals (never itself), refused on a conflict unless `allowConflict`.
 */
export async function updateRental(
  scope: TenantScope,
  id: string,
  version: number,
  input: unknown,
  allowConflict: boolean,
): Promise<RentalRecord> {
  const current = await findRental(scope, id);
  // A stale version is refused before the period is looked at: the user's form is out of date either way.
  if (current.version !== version) throw conflict();
  const { bufferMs } = await assertRentalsOn(scope);
  const data = parseInput(rentalInputSchema, input, 'input');
  const overlapState = await checkRentalWrite(scope, data, bufferMs, allowConflict, id);
  const [row] = await scope.db
    .update(rentals)
    .set({ ...data, version: sql`${rentals.version} + 1`, updatedAt: new Date() })
    .where(and(eq(rentals.id, id), eq(rentals.version, version)))
    .returning({ id: rentals.id });
  if (!row) throw conflict();
  return { ...(await findRental(scope, id)), overlapState };
}
