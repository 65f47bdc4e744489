import { sql } from 'drizzle-orm';
import type { CompanyScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { onUnfinishedVisitSql } from '../materials/index.ts';

/**
 * Service on for a material row `m` of company row `c`: its own flag, else the company's (material-service.ts's
 * serviceIsActive, in SQL for the set-based run).
 */
export const serviceOnSql = sql.raw('coalesce(m.service_active, c.materiel_service_active)');

/** The material row `m`'s id, for the materials module's rules written against any query's alias. */
export const unitIdSql = sql.raw('m.id');

/**
 * A pending reminder for every unit of the company whose next service falls within the company's days before it
 * (material-service.ts's isServiceDue), with service on, not archived and not already held by an unfinished visit:
 * one insert … select over the due index. `on conflict do nothing` on (material, due date) is what keeps a second
 * run, or a second app instance, from making (and so sending) a reminder twice. Returns how many were new.
 */
export async function insertDueReminders(scope: CompanyScope, today: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    scope.db,
    sql`with inserted as (
      insert into service_reminders (company_id, material_id, due_on)
      select m.company_id, m.id, m.next_service_on
      from materials m
      join companies c on c.id = m.company_id
      where m.company_id = ${scope.companyId}
        and m.archived_at is null
        and m.next_service_on is not null
        and m.next_service_on <= ${today}::date + c.materiel_days_before_service_for_reminder
        and ${serviceOnSql}
        and not ${onUnfinishedVisitSql(unitIdSql)}
      on conflict (company_id, material_id, due_on) do nothing
      returning 1)
    select count(*)::int as n from inserted`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Pending reminders that no longer stand (the unit was serviced and has a new date, its service was turned off, it
 * was archived) are skipped with the reason, so the office's list holds only what is due. Returns how many.
 */
export async function skipStaleReminders(scope: CompanyScope): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    scope.db,
    sql`with stale as (
      update service_reminders r
      set state = 'skipped',
          last_error = case when m.archived_at is not null or m.next_service_on is null or not ${serviceOnSql}
            then 'serviceReminder.serviceOff' else 'serviceReminder.notDue' end
      from materials m join companies c on c.id = m.company_id
      where r.company_id = ${scope.companyId} and r.state = 'pending'
        and m.company_id = r.company_id and m.id = r.material_id
        and (m.archived_at is not null or m.next_service_on is null or not ${serviceOnSql}
          or m.next_service_on <> r.due_on)
      returning 1)
    select count(*)::int as n from stale`,
  );
  return Number(rows[0]?.n ?? 0);
}
