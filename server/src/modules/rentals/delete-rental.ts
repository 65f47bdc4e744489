import { and, eq } from 'drizzle-orm';
import { materialLabel } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { rentals } from '../../db/tables/index.ts';
import { conflict } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { findRental } from './find-rental.ts';
import { assertRentalsOn } from './rental-settings.ts';

/** Deletes a rental; CONFLICT when `version` is stale (someone changed it since it was read). */
export async function deleteRental(scope: TenantScope, id: string, version: number): Promise<boolean> {
  const current = await findRental(scope, id);
  await assertRentalsOn(scope);
  const rows = await scope.db
    .delete(rentals)
    .where(and(eq(rentals.id, id), eq(rentals.version, version)))
    .returning({ id: rentals.id });
  if (rows.length === 0) throw conflict();
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'rental.deleted',
    details: {
      rentalId: id,
      name: materialLabel(current.material),
      startsAt: current.startsAt.toISOString(),
      endsAt: current.endsAt.toISOString(),
    },
  });
  return true;
}
