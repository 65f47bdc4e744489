import { sql, type SQL } from 'drizzle-orm';
import {
  bookingLimits,
  dateString,
  defaultBookingHours,
  localToInstant,
  type BusyInterval,
  type SlotEmployee,
  type WeeklyHours,
} from '@servio/domain';
import { queryRows } from '../../db/sql.ts';
import type { CompanyScope } from '../../core/scope.ts';

export interface SlotSettings {
  hours: WeeklyHours;
  travelMinutes: number;
  stepMinutes: number;
  leadHours: number;
  horizonDays: number;
}

export interface SlotInputs {
  settings: SlotSettings | null;
  /** The bookable product, or null (missing, another company's, or not bookable). */
  product: { id: string; name: string; minutes: number } | null;
  employees: SlotEmployee[];
}

export interface SlotInputsRange {
  productId: string;
  /** Local days, inclusive. */
  fromDay: number;
  toDay: number;
  now: Date;
  /** Only this employee (a hold's check). */
  employeeId?: string | null;
  /** A hold not to count as busy (the visitor's own, when they book on it). */
  exceptHoldId?: string | null;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Everything the free-slot computation needs, in one statement (docs/decisions/0034-bookings.md "Free slots"): the
 * company's booking settings, the bookable product, the company's active bookable field staff (kind field or both,
 * role employee or administrator) with their own hours or the company's, and their busy intervals in the range
 * widened by the longest travel buffer, a UNION ALL keyed by employee:
 * - non-archived visits, the visit's employees unnested from employee_ids (visit_employees' copy, kept by its
 *   trigger; unnest in the select list, since as a lateral join it cost a function scan per visit): those starting
 *   from a day before the range on visits_company_start_idx with constant bounds (so the planner sees them), and the
 *   rare longer ones starting earlier, bounded by the company's longest visit (visits_company_duration_idx read
 *   backward, as the calendar does), not run at all while no visit is longer than a day. The bound is subtracted
 *   inside its subquery: with the subtraction outside, PostgreSQL scanned all the company's visits once such a visit
 *   existed. Their end is not asked in SQL (the planner would take the end index and read every future visit); those
 *   ended before the range are dropped as they are read,
 * - open bookings with an employee and live holds (bookings_employee_start_idx, booking_holds_employee_idx; both are
 *   at most the longest service long, which bounds their start),
 * - vacation and sickness (time_registrations_company_type_date_idx; a registration is at most 24 hours and dated by
 *   its local start, so the range's dates from the day before): its span, or the whole local work date.
 * The busy intervals come back as one JSON text of [employee, start ms[], end ms[]], one entry per employee: 60 days
 * are some 5,000 intervals, and the employee's id in each made the text three times as long and the statement slower.
 */
export async function readSlotInputs(scope: CompanyScope, range: SlotInputsRange): Promise<SlotInputs> {
  const [row] = await queryRows<{ company: string | null; product: string | null; staff: string; busy: string }>(
    scope.db,
    slotInputsStatement(scope.companyId, range),
  );
  const settings = row?.company ? (JSON.parse(row.company) as SlotSettings) : null;
  const product = row?.product ? (JSON.parse(row.product) as SlotInputs['product']) : null;
  const companyHours = settings?.hours ?? defaultBookingHours;
  const staff = JSON.parse(row?.staff ?? '[]') as [string, WeeklyHours | null][];
  const busyByEmployee = new Map<string, BusyInterval[]>(staff.map(([id]) => [id, []]));
  const from = localToInstant(range.fromDay, 0).getTime() - bookingLimits.maxTravelMinutes * 60_000;
  for (const [id, starts, ends] of JSON.parse(row?.busy ?? '[]') as [string, number[], number[]][]) {
    const busy = busyByEmployee.get(id);
    if (!busy) continue;
    starts.forEach((start, i) => {
      if (ends[i]! > from) busy.push({ start, end: ends[i]! });
    });
  }
  return {
    settings,
    product,
    employees: staff.map(([id, hours]) => ({ id, hours: hours ?? companyHours, busy: busyByEmployee.get(id) ?? [] })),
  };
}

/** readSlotInputs's statement, for it and for EXPLAIN in the bench. */
export function slotInputsStatement(companyId: string, range: SlotInputsRange): SQL {
  const widen = bookingLimits.maxTravelMinutes * 60_000;
  const from = new Date(localToInstant(range.fromDay, 0).getTime() - widen);
  const to = new Date(localToInstant(range.toDay + 1, 0).getTime() + widen);
  const longestService = sql`${bookingLimits.maxServiceMinutes} * interval '1 minute'`;
  const onlyEmployee = range.employeeId ? sql`and u.id = ${range.employeeId}::uuid` : sql``;
  const exceptHold = range.exceptHoldId ? sql`and h.id <> ${range.exceptHoldId}::uuid` : sql``;
  // date_part is double precision; extract() is numeric since PostgreSQL 14, several times slower over thousands of rows.
  const ms = (column: string) => sql.raw(`(date_part('epoch', ${column}) * 1000)::int8`);

  return sql`with c as (
        select booking_hours as hours, booking_travel_minutes as "travelMinutes", booking_step_minutes as "stepMinutes",
          booking_lead_hours as "leadHours", booking_horizon_days as "horizonDays"
        from companies where id = ${companyId}::uuid
      ), p as (
        select id, name, booking_minutes as minutes from equipment_products
        where company_id = ${companyId}::uuid and id = ${range.productId}::uuid and bookable and booking_minutes is not null
      ), staff as (
        select u.id, u.booking_hours as hours from users u
        where u.company_id = ${companyId}::uuid and u.active and u.bookable and u.kind in ('field', 'both')
          and u.role in ('employee', 'administrator') ${onlyEmployee}
      ), busy as (
        select unnest(v.employee_ids) as employee_id, v.start as s, v."end" as e
        from visits v
        where v.company_id = ${companyId}::uuid and not v.archived and v.start < ${ts(to)} and v."end" > ${ts(from)}
          and v.start >= ${ts(from)} - interval '1 day'
        union all
        select unnest(v.employee_ids), v.start, v."end"
        from visits v
        where (select max(l."end" - l.start) from visits l where l.company_id = ${companyId}::uuid) > interval '1 day'
          and v.company_id = ${companyId}::uuid and not v.archived and v.start < ${ts(from)} - interval '1 day'
          and v.start >= (select ${ts(from)} - max(l."end" - l.start) from visits l where l.company_id = ${companyId}::uuid)
        union all
        select b.employee_id, b.starts_at, b.ends_at from bookings b
        where b.company_id = ${companyId}::uuid and b.status = 'open' and b.employee_id is not null
          and b.starts_at < ${ts(to)} and b.ends_at > ${ts(from)} and b.starts_at >= ${ts(from)} - ${longestService}
        union all
        select h.employee_id, h.starts_at, h.ends_at from booking_holds h
        where h.company_id = ${companyId}::uuid and h.expires_at > ${ts(range.now)} ${exceptHold}
          and h.starts_at < ${ts(to)} and h.ends_at > ${ts(from)} and h.starts_at >= ${ts(from)} - ${longestService}
        union all
        select t.employee_id,
          coalesce(t.starts_at, t.work_date::timestamp at time zone 'Europe/Copenhagen'),
          coalesce(t.ends_at, (t.work_date + 1)::timestamp at time zone 'Europe/Copenhagen')
        from time_registrations t
        where t.company_id = ${companyId}::uuid and t.type in ('vacation', 'sick')
          and t.work_date >= ${dateString(range.fromDay - 1)}::date and t.work_date <= ${dateString(range.toDay + 1)}::date
      )
      select
        (select row_to_json(c)::text from c) as company,
        (select row_to_json(p)::text from p) as product,
        (select coalesce(json_agg(json_build_array(staff.id, staff.hours)), '[]')::text from staff) as staff,
        (select coalesce(json_agg(json_build_array(g.employee_id, g.starts, g.ends)), '[]')::text from (
          select busy.employee_id, array_agg(${ms('busy.s')}) as starts, array_agg(${ms('busy.e')}) as ends
          from busy where busy.employee_id in (select id from staff) group by busy.employee_id) g) as busy`;
}
