import { sql, type SQL } from 'drizzle-orm';
import { dateString, isUuid, parseDate, parseLocalDate, unpackPlanningBoard, zonedMidnight } from '@servio/domain';
import { badInput, notFound } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { readPlanningCompany } from './planning-company.ts';
import { planningSource, planningVisitsJson, type PlanningBoard } from './planning-records.ts';

export interface PlanningBoardInput {
  /** The first day, YYYY-MM-DD (Copenhagen). */
  from: string;
  /** 1 to 14 days. */
  days: number;
  departmentId?: string | null;
}

export const planningLimits = { maxDays: 14, maxUnscheduled: 200, maxVisits: 5_000 } as const;

/**
 * The planning board of `days` days from `from` (Copenhagen midnights): the company's active field staff (kind field,
 * both or unset; administrators, employees and suppliers) of a department or all, the visits of the range that have
 * one of them on them, the not yet scheduled visits (newest first, 200 at most), and the staff's sick and vacation
 * registrations in the range, as the packed text of domain/planning-packed.ts: the database writes the JSON, the
 * server passes it on unparsed. One statement after the company's settings and its longest visit (two when the range
 * holds more than `maxVisits`, the cap: then the earliest ones; a test's smaller cap).
 */
export async function readPlanningBoardPacked(
  scope: TenantScope,
  input: PlanningBoardInput,
  maxVisits: number = planningLimits.maxVisits,
): Promise<string> {
  const company = await readPlanningCompany(scope, { longestVisit: true });
  const firstDate = parseLocalDate(input.from);
  if (!firstDate) throw badInput('from', 'date_invalid');
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > planningLimits.maxDays)
    throw badInput('days', 'planning.daysInvalid');
  const departmentId = input.departmentId ?? null;
  if (departmentId !== null && !isUuid(departmentId)) throw notFound();
  const firstDay = parseDate(firstDate);
  const from = zonedMidnight(firstDate);
  const to = zonedMidnight(dateString(firstDay + input.days));
  const { companyId } = scope;

  // No visit starts earlier than the longest one before the range: a bound that makes the range one scan of
  // visits_company_archived_start_idx, as the calendar's (docs/decisions/0006). A literal, not a subquery: the
  // planner then knows how many visits the range holds (guessing one, it looked each one's booking up in turn).
  const earliestStart = new Date(from.getTime() - company.longestVisitMs);
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  // A registration is dated by its local start and lasts at most a day: the range's dates and the day before.
  const absenceStart = sql`coalesce(t.starts_at, t.work_date::timestamp at time zone 'Europe/Copenhagen')`;
  const absenceEnd = sql`coalesce(t.ends_at, (t.work_date + 1)::timestamp at time zone 'Europe/Copenhagen')`;
  const inRange = sql`v.company_id = ${companyId} and not v.archived and v.start < ${toIso} and v."end" > ${fromIso}
      and v.start >= ${earliestStart.toISOString()} and v.employee_ids && (select ids from staff_ids)`;
  const unscheduledVisits = planningSource(
    companyId,
    sql`v.company_id = ${companyId} and not v.archived and v.status = 'not_scheduled'`,
    sql`v.created_at desc, v.id desc`,
    planningLimits.maxUnscheduled,
  );
  const board = (rangeVisits: SQL) =>
    queryRows<Record<string, string>>(
      scope.db,
      sql`with staff as materialized (
        select u.id, u.first_name, u.last_name, u.email, u.department_id, d.name as department_name, u.booking_hours
        from users u left join departments d on d.id = u.department_id
        where u.company_id = ${companyId} and u.active and u.role in ('administrator', 'employee', 'supplier')
          and (u.kind is null or u.kind in ('field', 'both'))
          ${departmentId ? sql`and u.department_id = ${departmentId}` : sql``}
      ), staff_ids as materialized (
        select coalesce(array_agg(id), '{}'::uuid[]) as ids from staff
      )
      select st.employees, ab.absences, vis.visits, vis.count as visit_count, un.visits as unscheduled
      from (select coalesce(json_agg(json_build_array(s.id, s.first_name, s.last_name, s.email, s.department_id,
          s.department_name, s.booking_hours)), '[]')::text as employees from staff s) st,
        (${planningVisitsJson(rangeVisits)}) vis,
        (${planningVisitsJson(unscheduledVisits)}) un,
        (select coalesce(json_agg(json_build_array(t.employee_id, t.type,
            (extract(epoch from ${absenceStart}) * 1000)::bigint, (extract(epoch from ${absenceEnd}) * 1000)::bigint)
            order by t.employee_id, ${absenceStart}), '[]')::text as absences
          from time_registrations t
          where t.company_id = ${companyId} and t.type in ('sick', 'vacation')
            and t.work_date >= ${dateString(firstDay - 1)}::date and t.work_date < ${dateString(firstDay + input.days)}::date
            and t.employee_id = any((select ids from staff_ids)::uuid[])
            and ${absenceStart} < ${toIso} and ${absenceEnd} > ${fromIso}) ab`,
    );
  // The range's visits as the scan finds them (the unpack sorts them): sorting 2,000 rows that carry their packed
  // text was a fifth of the statement. One more than the cap tells whether it was reached; then the statement runs
  // again for the earliest ones, so a board over the cap shows its first days whole rather than holes anywhere.
  let [row] = await board(planningSource(companyId, inRange, null, maxVisits + 1));
  const capped = Number(row!.visit_count) > maxVisits;
  if (capped) [row] = await board(planningSource(companyId, inRange, sql`v.start, v.case_number`, maxVisits));
  // The statement's aggregates always answer one row.
  return `{"from":${from.getTime()},"to":${to.getTime()},"travelSpeedKmh":${company.travelSpeedKmh},"bookingHours":${JSON.stringify(company.bookingHours)},"employees":${row!.employees},"visits":${row!.visits},"unscheduled":${row!.unscheduled},"absences":${row!.absences},"visitLimit":${capped ? maxVisits : null}}`;
}

/** The planning board (readPlanningBoardPacked), unpacked: for the typed GraphQL field and the server's own use. */
export async function readPlanningBoard(scope: TenantScope, input: PlanningBoardInput): Promise<PlanningBoard> {
  return unpackPlanningBoard(await readPlanningBoardPacked(scope, input), (ms) => new Date(ms));
}
