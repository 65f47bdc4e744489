import { and, eq, sql } from 'drizzle-orm';
import { timeRegistrationInputSchema } from '@servio/domain';
import { timeRegistrations } from '../../db/tables/index.ts';
import type { TimeRegistrationItem } from './registration-rows.ts';
import { badInput, conflict } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { assertMayWriteFor, findTimeRegistration } from './registration-access.ts';
import {
  assertNoOverlap,
  assertWeekOpen,
  checkTypeAndVisit,
  employeeRates,
  registrationValues,
} from './registration-rules.ts';
import { timeSettings } from './time-settings.ts';

/**
 * Replaces a registration with the input (the whole registration is sent). Neither its old nor its new week may be
 * approved; the wage is computed again from the employee's current rates. The employee stays who it was.
 */
export async function updateTimeRegistration(
  scope: TenantScope,
  id: string,
  version: number,
  input: unknown,
): Promise<TimeRegistrationItem> {
  const settings = await timeSettings(scope);
  const current = await findTimeRegistration(scope, id);
  const data = parseInput(timeRegistrationInputSchema, input, 'input');
  if (data.employeeId && data.employeeId !== current.employeeId)
    throw badInput('input.employeeId', 'timeRegistration.employeeFixed');
  await assertMayWriteFor(scope, settings, current.employeeId, { existing: true });
  const minutes = await checkTypeAndVisit(scope, settings, data);
  await assertWeekOpen(scope, current.employeeId, current.workDate);
  await assertWeekOpen(scope, current.employeeId, data.workDate);
  await assertNoOverlap(scope, current.employeeId, data, id);
  const rates = await employeeRates(scope, current.employeeId);
  const [row] = await scope.db
    .update(timeRegistrations)
    .set({
      ...registrationValues(data, minutes, rates, settings),
      version: sql`${timeRegistrations.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(timeRegistrations.id, id), eq(timeRegistrations.version, version)))
    .returning({ id: timeRegistrations.id });
  if (!row) throw conflict();
  return findTimeRegistration(scope, id);
}
