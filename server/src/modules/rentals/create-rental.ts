import { rentalInputSchema } from '@servio/domain';
import { rentals } from '../../db/tables/index.ts';
import { idempotent } from '../../core/idempotency.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findRental } from './find-rental.ts';
import { checkRentalWrite } from './rental-checks.ts';
import type { RentalRecord } from './rental-record.ts';
import { assertRentalsOn } from './rental-settings.ts';

/**
 * Input: `rentalInputSchema` (domain). A period overlapping another rental of the unit is CONFLICT rental.conflict
 * unless `allowConflict` (the user confirmed the warning); the answer carries the period's state.
 */
export async function createRental(
  scope: TenantScope,
  input: unknown,
  allowConflict: boolean,
  idempotencyKey?: string | null,
): Promise<RentalRecord> {
  const { bufferMs } = await assertRentalsOn(scope);
  const data = parseInput(rentalInputSchema, input, 'input');
  let overlapState: RentalRecord['overlapState'];
  const created = await idempotent(scope, {
    operation: 'createRental',
    key: idempotencyKey,
    payload: input,
    load: (id) => findRental(scope, id),
    create: async () => {
      overlapState = await checkRentalWrite(scope, data, bufferMs, allowConflict);
      const [row] = await scope.db
        .insert(rentals)
        .values({ companyId: scope.companyId, ...data })
        .returning({ id: rentals.id });
      return findRental(scope, row!.id);
    },
  });
  return { ...created, overlapState };
}
