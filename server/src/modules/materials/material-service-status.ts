import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dueThrough, materialServiceStatus, type MaterialServiceStatus } from '@servio/domain';
import { materials, serviceReminders } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import type { MaterialRecord } from './material-record.ts';
import { companyServiceSettings, localToday, type CompanyServiceSettings } from './material-service-settings.ts';

/** The reminder states that count as reminded: on its way or sent (pending waits for the office, failed did not go). */
const remindedStates = sql`('queued','sent')`;

/**
 * The unit `materialId` is on an unfinished, unarchived visit, which plans its service: the list's status, and the
 * reminder run's "no reminder, no service visit for a unit a visit already holds", read this one rule. It is
 * app_material_on_unfinished_visit (migration 0035), where the GIN index visits_materiel_ids_idx answers it: under
 * row-level security `@>` is applied after the policy, and every unit read all of the company's unfinished visits.
 */
export const onUnfinishedVisitSql = (materialId: SQL | AnyPgColumn) =>
  sql`app_material_on_unfinished_visit(${materialId})`;

/** A material of the row is on an unfinished visit. */
export const plannedSql = onUnfinishedVisitSql(materials.id);

/** A reminder for the row's current due date is queued or sent (the unique index on material and due date). */
export const remindedSql = sql`exists (select 1 from ${serviceReminders} r where r.company_id = ${materials.companyId}
  and r.material_id = ${materials.id}
  and r.due_on = ${materials.nextServiceOn} and r.state in ${remindedStates})`;

/** The list's filter for one service status, the same rules as the domain's materialServiceStatus, in SQL. */
export function serviceStatusCondition(status: MaterialServiceStatus, today: string, daysBefore: number): SQL {
  const next = materials.nextServiceOn;
  const through = dueThrough(today, daysBefore);
  switch (status) {
    case 'off':
      return sql`${next} is null`;
    case 'planned':
      return sql`${next} is not null and ${plannedSql}`;
    case 'notDue':
      return sql`${next} > ${through} and not ${plannedSql}`;
    case 'reminderUnsent':
      return sql`${next} <= ${through} and not ${plannedSql} and not ${remindedSql}`;
    case 'due':
      return sql`${next} <= ${through} and not ${plannedSql} and ${remindedSql}`;
  }
}

/**
 * The service status of each material of a page (its row's planned and reminded facts come from the same statement,
 * material-record.ts), by the domain's materialServiceStatus.
 */
export async function withServiceStatus(
  scope: CompanyScope,
  rows: { record: Omit<MaterialRecord, 'serviceStatus'>; planned: boolean; reminded: boolean }[],
  settings?: Pick<CompanyServiceSettings, 'daysBefore'>,
): Promise<MaterialRecord[]> {
  if (rows.length === 0) return [];
  const company = settings ?? (await companyServiceSettings(scope));
  const today = localToday();
  return rows.map(({ record, planned, reminded }) => ({
    ...record,
    serviceStatus: materialServiceStatus({
      nextServiceOn: record.nextServiceOn,
      today,
      daysBefore: company.daysBefore,
      planned,
      reminded,
    }),
  }));
}
