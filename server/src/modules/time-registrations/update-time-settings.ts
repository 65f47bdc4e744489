import { eq, sql } from 'drizzle-orm';
import { timeRegistrationSettingsSchema } from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { companies } from '../../db/tables/index.ts';
import { auditActor, type TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { timeSettings, type TimeSettings } from './time-settings.ts';

/** The administrator's time registration settings: weekly norm, km rate, rate per type, types switched off. */
export async function updateTimeSettings(scope: TenantScope, input: unknown): Promise<TimeSettings> {
  const data = parseInput(timeRegistrationSettingsSchema, input, 'input');
  await scope.db
    .update(companies)
    .set({
      timeNormMinutesPerWeek: data.normMinutesPerWeek,
      timeKmRateOre: data.kmRateOre,
      timeRateMapping: data.rateMapping,
      timeDisabledTypes: [...new Set(data.disabledTypes)],
      version: sql`${companies.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, scope.companyId));
  await recordAudit(scope.db, {
    ...auditActor(scope),
    action: 'company.settings_updated',
    details: { fields: ['timeRegistration'] },
  });
  return timeSettings(scope);
}
