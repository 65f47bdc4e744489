import { eq } from 'drizzle-orm';
import { companies } from '../../db/tables/index.ts';
import { DomainError } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

export interface RentalSettings {
  /** The company rents equipment out (showRental). */
  on: boolean;
  /** How close another rental may come before a period is an almost conflict (rentalBufferHours). */
  bufferMs: number;
}

export async function rentalSettings({ db, companyId }: CompanyScope): Promise<RentalSettings> {
  const [row] = await db
    .select({ on: companies.showRental, bufferHours: companies.rentalBufferHours })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { on: row?.on ?? false, bufferMs: (row?.bufferHours ?? 24) * 3_600_000 };
}

/**
 * Rentals run only with showRental: CONFLICT rental.disabled otherwise, as the stock's stock.disabled (a company
 * setting, not who the caller is, so not FORBIDDEN).
 */
export async function assertRentalsOn(scope: CompanyScope): Promise<RentalSettings> {
  const settings = await rentalSettings(scope);
  if (!settings.on)
    throw new DomainError('CONFLICT', 'The company does not rent equipment out', { reason: 'rental.disabled' });
  return settings;
}
