import { eq } from 'drizzle-orm';
import { timeRegistrations } from '../../db/tables/index.ts';
import type { TenantScope } from '../../core/scope.ts';
import { assertMayWriteFor, findTimeRegistration } from './registration-access.ts';
import { assertWeekOpen } from './registration-rules.ts';
import { timeSettings } from './time-settings.ts';

/** Deletes a registration the actor may write, unless its week is approved. */
export async function deleteTimeRegistration(scope: TenantScope, id: string): Promise<boolean> {
  const settings = await timeSettings(scope);
  const current = await findTimeRegistration(scope, id);
  await assertMayWriteFor(scope, settings, current.employeeId, { existing: true });
  await assertWeekOpen(scope, current.employeeId, current.workDate);
  await scope.db.delete(timeRegistrations).where(eq(timeRegistrations.id, id));
  return true;
}
