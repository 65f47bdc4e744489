import { eq } from 'drizzle-orm';
import { dateString, localParts, nextServiceDate, serviceIsActive, effectiveServiceInterval } from '@servio/domain';
import { companies } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** The company's service defaults a material follows while its own are unset. */
export interface CompanyServiceSettings {
  active: boolean;
  intervalMonths: number;
  daysBefore: number;
}

export async function companyServiceSettings(scope: CompanyScope): Promise<CompanyServiceSettings> {
  const [row] = await scope.db
    .select({
      active: companies.materielServiceActive,
      intervalMonths: companies.materielServiceIntervalMonths,
      daysBefore: companies.materielDaysBeforeServiceForReminder,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  return { active: row?.active ?? true, intervalMonths: row?.intervalMonths ?? 12, daysBefore: row?.daysBefore ?? 30 };
}

/** Today in the business time zone (YYYY-MM-DD). */
export const localToday = (now = new Date()) => dateString(localParts(now).days);

/** What a material's next service date follows from (its row, its product's interval). */
export interface NextServiceFacts {
  serviceActive: boolean | null;
  serviceIntervalMonths: number | null;
  productIntervalMonths: number | null;
  lastServiceOn: string | null;
  installedOn: string | null;
  createdAt: Date;
}

/** The stored next service date, by the domain's rules (material-service.ts). */
export const nextServiceOf = (m: NextServiceFacts, company: CompanyServiceSettings) =>
  nextServiceDate({
    active: serviceIsActive(m.serviceActive, company.active),
    intervalMonths: effectiveServiceInterval(m.serviceIntervalMonths, m.productIntervalMonths, company.intervalMonths),
    lastServiceOn: m.lastServiceOn,
    installedOn: m.installedOn,
    registeredOn: dateString(localParts(m.createdAt).days),
  });
