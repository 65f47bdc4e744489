import { and, eq, gte, inArray, not, sql, type SQL } from 'drizzle-orm';
import { hourTypes, parseLocalDate } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { timeRegistrations } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { employeeRates } from './registration-rules.ts';
import { approvedCondition } from './registration-rows.ts';
import { timeSettings } from './time-settings.ts';

/**
 * After a rate change the administrator chose to apply from `fromDate`: the frozen wage of the employee's hour
 * registrations from that work date is computed again with the current rates, in the caller's transaction, and
 * audited. Approved weeks stay as approved (they are locked); km and amounts do not depend on the employee's rates.
 * Returns how many registrations changed.
 */
export async function overwriteWages(scope: TenantScope, employeeId: string, fromDate: string): Promise<number> {
  if (!parseLocalDate(fromDate)) throw badInput('overwriteWagesFrom', 'timeRegistration.dateInvalid');
  const settings = await timeSettings(scope);
  const rates = await employeeRates(scope, employeeId);
  const rateOfType: SQL = sql.join(
    [
      sql`case ${timeRegistrations.type}`,
      ...hourTypes.map((type) => sql`when ${type} then ${rates[settings.rateMapping[type]] ?? 0}::int`),
      sql`end`,
    ],
    sql` `,
  );
  const fieldOfType: SQL = sql.join(
    [
      sql`case ${timeRegistrations.type}`,
      ...hourTypes.map((type) => sql`when ${type} then ${settings.rateMapping[type]}`),
      sql`end`,
    ],
    sql` `,
  );
  const changed = await scope.db
    .update(timeRegistrations)
    .set({
      wageOre: sql`round((${rateOfType})::numeric * coalesce(${timeRegistrations.minutes}, 0) / 60)::int`,
      rateField: sql`${fieldOfType}`,
      version: sql`${timeRegistrations.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(timeRegistrations.employeeId, employeeId),
        gte(timeRegistrations.workDate, fromDate),
        inArray(timeRegistrations.type, [...hourTypes]),
        not(approvedCondition),
      ),
    )
    .returning({ id: timeRegistrations.id });
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'time.wages_overwritten',
    details: { userId: employeeId, from: fromDate, count: changed.length, rates },
  });
  return changed.length;
}
