import { eq } from 'drizzle-orm';
import { isUuid } from '@servio/domain';
import { rentals } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { selectRentals, toRecord, type RentalRecord } from './rental-record.ts';

/** One rental with its unit; another company's is NOT_FOUND like a missing one. */
export async function findRental(scope: CompanyScope, id: string): Promise<RentalRecord> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectRentals(scope).where(eq(rentals.id, id));
  if (!row) throw notFound();
  return toRecord(row);
}
