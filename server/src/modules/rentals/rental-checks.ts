import { eq } from 'drizzle-orm';
import type { RentalInput, RentalOverlapState } from '@servio/domain';
import { customers } from '../../db/tables/index.ts';
import { badInput, DomainError } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { lockRentableMaterial } from './rental-material.ts';
import { periodState } from './rental-neighbours.ts';

/** The customer, when given, is one of the company's (row-level security hides another company's). */
async function assertCustomer(scope: CompanyScope, customerId: string | null): Promise<void> {
  if (!customerId) return;
  const [row] = await scope.db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!row) throw badInput('input.customerId', 'rental.customerNotFound');
}

/**
 * The checks before a rental is written, in the write's transaction: the unit locked and rentable, the customer the
 * company's, the period's state against the unit's other rentals. A conflict is refused (CONFLICT rental.conflict
 * with the state, nothing saved) unless the user confirmed it (`allowConflict`); an almost conflict is saved and
 * answered with its state.
 */
export async function checkRentalWrite(
  scope: CompanyScope,
  data: RentalInput,
  bufferMs: number,
  allowConflict: boolean,
  exceptRentalId?: string,
): Promise<RentalOverlapState> {
  await lockRentableMaterial(scope, data.materialId);
  await assertCustomer(scope, data.customerId);
  const state = await periodState(
    scope,
    data.materialId,
    { start: data.startsAt, end: data.endsAt },
    bufferMs,
    exceptRentalId,
  );
  if (state === 'conflict' && !allowConflict)
    throw new DomainError('CONFLICT', 'The unit is rented out in this period', { reason: 'rental.conflict', state });
  return state;
}
