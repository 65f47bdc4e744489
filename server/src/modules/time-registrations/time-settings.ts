import { eq } from 'drizzle-orm';
import { defaultRateMapping, type RateMapping, type TimeRegistrationType } from '@servio/domain';
import { companies } from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

export interface TimeSettings {
  allowTimeReg: boolean;
  allowShowVisitTimeRegs: boolean;
  showAccord: boolean;
  normMinutesPerWeek: number;
  kmRateOre: number;
  rateMapping: RateMapping;
  disabledTypes: TimeRegistrationType[];
}

/** The company settings every time registration rule reads; the rate mapping filled up with the defaults. */
export async function timeSettings(scope: CompanyScope): Promise<TimeSettings> {
  const [row] = await scope.db
    .select({
      allowTimeReg: companies.allowTimeReg,
      allowShowVisitTimeRegs: companies.allowShowVisitTimeRegs,
      showAccord: companies.showAccord,
      normMinutesPerWeek: companies.timeNormMinutesPerWeek,
      kmRateOre: companies.timeKmRateOre,
      rateMapping: companies.timeRateMapping,
      disabledTypes: companies.timeDisabledTypes,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  if (!row) throw notFound();
  return { ...row, rateMapping: { ...defaultRateMapping, ...row.rateMapping } };
}
