import { and, eq, asc, sql } from 'drizzle-orm';
import { isHourType } from '@servio/domain';
import { timeRegistrations } from '../../db/tables/index.ts';
import type { TenantScope } from '../../core/scope.ts';
import { visibleRegistrations } from './registration-access.ts';
import { selectRegistrations, type TimeRegistrationItem } from './registration-rows.ts';
import { timeSettings } from './time-settings.ts';

export interface VisitTimeRegistrations {
  items: TimeRegistrationItem[];
  /** Minutes of the hour types. */
  totalMinutes: number;
}

/**
 * A visit's registrations, shown only while the company has `allowShowVisitTimeRegs` and the visit `showTimeRegs`
 * (null otherwise). An administrator sees everyone's; anyone else only their own, as everywhere.
 */
export async function visitTimeRegistrations(
  scope: TenantScope,
  visit: { id: string; showTimeRegs: boolean },
): Promise<VisitTimeRegistrations | null> {
  if (!visit.showTimeRegs) return null;
  if (!(await timeSettings(scope)).allowShowVisitTimeRegs) return null;
  const items = await selectRegistrations(
    scope,
    and(eq(timeRegistrations.visitId, visit.id), visibleRegistrations(scope)),
  ).orderBy(asc(timeRegistrations.workDate), sql`${timeRegistrations.startsAt} asc nulls last`);
  return {
    items,
    totalMinutes: items.filter((r) => isHourType(r.type)).reduce((s, r) => s + (r.minutes ?? 0), 0),
  };
}
