import { timeRegistrationInputSchema } from '@servio/domain';
import { timeRegistrations } from '../../db/tables/index.ts';
import type { TimeRegistrationItem } from './registration-rows.ts';
import { idempotent } from '../../core/idempotency.ts';
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
 * Input: `timeRegistrationInputSchema` (domain). The wage is frozen from the employee's current rates. With an
 * idempotency key a replay (the offline technician panel sends its queue again) returns the first registration.
 */
export async function registerTime(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<TimeRegistrationItem> {
  const settings = await timeSettings(scope);
  const data = parseInput(timeRegistrationInputSchema, input, 'input');
  const employeeId = await assertMayWriteFor(scope, settings, data.employeeId);
  return idempotent(scope, {
    operation: 'registerTime',
    key: idempotencyKey,
    payload: input,
    load: (id) => findTimeRegistration(scope, id),
    create: async () => {
      const minutes = await checkTypeAndVisit(scope, settings, data);
      await assertWeekOpen(scope, employeeId, data.workDate);
      await assertNoOverlap(scope, employeeId, data, null);
      const rates = await employeeRates(scope, employeeId);
      const [row] = await scope.db
        .insert(timeRegistrations)
        .values({
          ...registrationValues(data, minutes, rates, settings),
          companyId: scope.companyId,
          employeeId,
          createdById: scope.actor.userId,
        })
        .returning({ id: timeRegistrations.id });
      return findTimeRegistration(scope, row!.id);
    },
  });
}
