import { and, sql, type SQL } from 'drizzle-orm';
import {
  calendarDescriptionLength,
  calendarFlags,
  isDue,
  occurrences,
  plannedStatus,
  projectedKey,
  visitLimits,
  zonedDate,
  zonedDayRange,
  type CalendarColumn,
  type RecurrenceRule,
  type VisitFilter,
  type VisitStatus,
  type VisitTagValueInput,
} from '@servio/domain';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/sql.ts';
import { badInput } from '../../../core/errors.ts';
import type { Actor } from '../../../core/scope.ts';
import { dueVisitCondition } from '../due-visits.ts';
import { seriesRule } from '../series/series-rule.ts';
import { filterConditions } from '../visit-filter.ts';
import { visibleSeries } from '../visibility.ts';
import { longestVisitMsSql } from './longest-visit.ts';

/**
 * The calendar's reads (decision 0006): the range's real visits as one JSON text built in SQL, and the projected
 * occurrences of active series. `calendarVisits` and `calendarVisitsPacked` and the bench's "SQL alone" run these.
 */

export interface CalendarEntry {
  key: string;
  id: string | null;
  projected: boolean;
  seriesId: string | null;
  caseNumber: number | null;
  start: Date;
  end: Date;
  status: VisitStatus;
  archived: boolean;
  isDue: boolean;
  customerName: string | null;
  description: string | null;
  /** Null for a real visit (the employees loader answers), the series' employees for a projected one. */
  employeeIds: string[] | null;
  departmentId: string | null;
  version: number | null;
}

const maxCalendarEntries = 5_000;
/** The typed field reads the department too. */
export type RowColumn = CalendarColumn | 'departmentId';

export function checkRange(from: Date, to: Date) {
  if (to.getTime() <= from.getTime()) throw badInput('to', 'calendar.rangeInvalid');
  if (to.getTime() - from.getTime() > visitLimits.calendarDays * 86_400_000)
    throw badInput('to', 'calendar.rangeTooLong');
}

/** The local days (Copenhagen) from `from` to `to`, each cut to the range: the month view's cells. */
function calendarDays(from: Date, to: Date): { day: string; start: Date; end: Date }[] {
  const days: { day: string; start: Date; end: Date }[] = [];
  for (let day = zonedDayRange(from); day.start < to; day = zonedDayRange(day.end)) {
    days.push({
      day: zonedDate(day.start),
      start: day.start < from ? from : day.start,
      end: day.end > to ? to : day.end,
    });
  }
  return days;
}

/**
 * Values as one PostgreSQL array literal, bound as a single parameter (a list in the sql template becomes one
 * parameter each). Only for values without commas, quotes or braces: ISO instants, dates and uuids.
 */
export const pgArray = (values: string[]) => `{${values.join(',')}}`;

/** The packed form's origin: the range's start on a whole second, so offsets are whole seconds. */
export const originOf = (from: Date) => Math.floor(from.getTime() / 1000) * 1000;

/** A quoted uuid or null, as JSON text. */
const jsonId = (column: SQL) => sql`coalesce('"' || ${column} || '"', 'null')`;

/**
 * Each column's JSON text in SQL (alias `v`). Written out by hand rather than with json_build_array: uuids, numbers
 * and the fixed status words need no escaping, only free text goes through to_json; that halves the time a month of
 * thousands of rows takes to build.
 */
function columnSql(column: RowColumn, origin: number): SQL {
  switch (column) {
    case 'id':
      return sql`'"' || v.id || '"'`;
    case 'seriesId':
      return jsonId(sql`v.series_id`);
    case 'caseNumber':
      return sql`v.case_number::text`;
    case 'start':
      return sql`round(date_part('epoch', v.start) - ${origin / 1000})::bigint::text`;
    case 'duration':
      return sql`round(date_part('epoch', v."end" - v.start))::bigint::text`;
    case 'status':
      return sql`'"' || v.status || '"'`;
    case 'flags':
      return sql`(case when v.archived then ${calendarFlags.archived} else 0 end
        + case when ${dueVisitCondition(sql`now()`)} then ${calendarFlags.due} else 0 end)::text`;
    case 'version':
      return sql`v.version::text`;
    case 'customerName':
      return sql`coalesce(to_json(v.customer_name)::text, 'null')`;
    case 'description':
      return sql`coalesce(to_json(left(v.description, ${calendarDescriptionLength}))::text, 'null')`;
    case 'employeeIds':
      // Kept on the visit by a trigger; uuids need no escaping.
      return sql`array_to_json(v.employee_ids)::text`;
    case 'departmentId':
      return jsonId(sql`v.department_id`);
  }
}

export interface CalendarRowsJson {
  /** JSON text: an array of rows with the asked columns, ordered by start. */
  rows: string;
  /** With a day limit: every day's number of visits (by start day, Copenhagen time), the ones left out included. */
  days: Record<string, number> | null;
  /** With the `employeeIds` column: every employee those rows (and `alsoEmployeeIds`) name. */
  employees: CalendarPerson[];
}

export interface CalendarPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/**
 * The CTE of a range's rows, `range_visits` (the rows chosen from `source`, alias `v`), kept so that the rows and
 * the employees they name are read from the same choice. Each visit carries its employees' ids (`employee_ids`,
 * kept by a trigger on visit_employees), so no join is needed (docs/decisions/0006).
 */
const rangeVisits = (source: SQL) => sql`range_visits as materialized (select v.* from ${source})`;

/** The rows of `rangeVisits`. */
const rangeRows = sql`range_visits v`;

/** Every employee the range's rows name, or `also` does, as the JSON text of [id, first, last, email]. */
const employeesJson = (also: readonly string[]) =>
  sql`(select coalesce(json_agg(json_build_array(u.id, u.first_name, u.last_name, u.email)), '[]')::text
    from (select unnest(r.employee_ids) as id from range_visits r union select unnest(${pgArray([...also])}::uuid[])) p
    cross join lateral (select u.id, u.first_name, u.last_name, u.email from users u where u.id = p.id) u)`;

const readEmployees = (json: string | null | undefined): CalendarPerson[] =>
  (JSON.parse(json ?? '[]') as [string, string | null, string | null, string][]).map(
    ([id, firstName, lastName, email]) => ({ id, firstName, lastName, email }),
  );

/**
 * The real visits overlapping [from, to) as the JSON text of an array of rows with `columns`, ordered by start
 * (times relative to `originOf(from)`). Built whole in SQL from `visits` (the customer's name is kept on the
 * visit), so a month of thousands of visits is one range scan and one value. With `dayLimit` only each day's
 * first visits come, with every day's count: what a month view's cells show. With the `employeeIds` column the
 * same statement names each employee the rows carry once (`employees`, with those of `alsoEmployeeIds`: the
 * projected occurrences').
 */
export async function calendarRowsJson(
  db: Db,
  actor: Actor,
  filter: VisitFilter,
  range: { from: Date; to: Date; dayLimit?: number | null },
  columns: readonly RowColumn[],
  alsoEmployeeIds: readonly string[] = [],
): Promise<CalendarRowsJson> {
  const { from, to, dayLimit } = range;
  const employees = columns.includes('employeeIds');
  const companyId = actor.companyId;
  // A visit overlapping the range started before its end, and at most the company's longest visit before its start:
  // that bound lets the (company_id, archived, start) index answer. Asked first, so the planner sees a value.
  const [longest] = await queryRows<{ ms: string | number | null }>(
    db,
    sql`select ${longestVisitMsSql(companyId)} as ms`,
  );
  const earliestStart = new Date(from.getTime() - Number(longest?.ms ?? 0));
  const conditions = filterConditions(actor, filter, { dates: false });
  const origin = originOf(from);
  const row = sql.join(
    columns.map((c) => columnSql(c, origin)),
    sql`|| ',' ||`,
  );
  const rowsJson = sql`'[' || coalesce(string_agg('[' || ${row} || ']', ',' order by v.start, v.case_number), '') || ']'`;
  const inRange = sql`
        from visits v
        where v.company_id = ${companyId} and v.start < ${to.toISOString()} and v."end" > ${from.toISOString()}
          and v.start >= ${earliestStart.toISOString()} and ${and(...conditions)}`;
  const columnsRead = sql`v.id, v.series_id, v.case_number, v.start, v."end", v.status, v.archived, v.version, v.customer_name,
          v.description, v.department_id${employees ? sql`, v.employee_ids` : sql``}`;
  const employeesSql = employees ? employeesJson(alsoEmployeeIds) : sql`'[]'`;
  if (dayLimit) {
    // Per local day of the range (from the earliest start that can still overlap it): its first visits and its
    // count, each a short scan of the (company_id, archived, start) index (the count from the index alone when no
    // filter needs more). Thousands of visits in a month never leave the database.
    const days = calendarDays(earliestStart, to);
    const chosen = sql`days cross join lateral (
            select ${columnsRead}
            from visits v
            where v.company_id = ${companyId} and v.start >= days.day_start and v.start < days.day_end
              and v."end" > ${from.toISOString()} and ${and(...conditions)}
            order by v.start, v.case_number
            limit ${dayLimit}
          ) v`;
    const [result] = await queryRows<{ rows: string; days: string; employees: string }>(
      db,
      sql`with days as (
          select * from unnest(${pgArray(days.map((d) => d.start.toISOString()))}::timestamptz[],
            ${pgArray(days.map((d) => d.end.toISOString()))}::timestamptz[], ${pgArray(days.map((d) => d.day))}::text[]) as d(day_start, day_end, day)
        )${employees ? sql`, ${rangeVisits(chosen)}` : sql``}
        select
          (select ${rowsJson} from ${employees ? rangeRows : chosen}) as rows,
          ${employeesSql} as employees,
          (select coalesce(json_object_agg(days.day, c.n), '{}')::text from days cross join lateral (
            select count(*) as n
            from visits v
            where v.company_id = ${companyId} and v.start >= days.day_start and v.start >= ${from.toISOString()}
              and v.start < days.day_end and ${and(...conditions)}
          ) c where c.n > 0) as days`,
    );
    return {
      rows: result?.rows ?? '[]',
      days: JSON.parse(result?.days ?? '{}') as Record<string, number>,
      employees: readEmployees(result?.employees),
    };
  }
  const chosen = sql`(
        select ${columnsRead}
        ${inRange}
        order by v.start, v.case_number
        limit ${maxCalendarEntries}
      ) v`;
  const [result] = await queryRows<{ rows: string; employees: string }>(
    db,
    employees
      ? sql`with ${rangeVisits(chosen)}
        select (select ${rowsJson} from ${rangeRows}) as rows, ${employeesSql} as employees`
      : sql`select ${rowsJson} as rows, '[]' as employees from ${chosen}`,
  );
  return { rows: result?.rows ?? '[]', days: null, employees: readEmployees(result?.employees) };
}

/** Occurrences of active series after their next (real) visit, inside [from, to), as the filter allows. */
export async function projectedEntries(
  db: Db,
  actor: Actor,
  filter: VisitFilter,
  from: Date,
  to: Date,
): Promise<CalendarEntry[]> {
  if ((filter.view && filter.view !== 'all') || filter.search || filter.hasCoordinates === false) return [];
  const conditions: SQL[] = [sql`s.ended_at is null`, sql`s.anchor_start < ${to.toISOString()}`];
  conditions.push(visibleSeries(actor));
  if (filter.employeeIds?.length) conditions.push(sql`s.employee_ids && ${pgArray(filter.employeeIds)}::uuid[]`);
  if (filter.customerId) conditions.push(sql`s.customer_id = ${filter.customerId}`);
  if (filter.departmentId) conditions.push(sql`s.department_id = ${filter.departmentId}`);
  if (filter.hasCoordinates) conditions.push(sql`s.latitude is not null and s.longitude is not null`);
  const series = await queryRows<{
    id: string;
    rule: RecurrenceRule;
    anchorStart: string | Date;
    consumed: number;
    durationMinutes: number;
    customerId: string | null;
    customerName: string | null;
    description: string | null;
    employeeIds: string[];
    departmentId: string | null;
    tagValues: VisitTagValueInput[];
    nextIndex: number | null;
  }>(
    db,
    sql`
    select s.id, s.rule, s.anchor_start as "anchorStart", s.consumed, s.duration_minutes as "durationMinutes",
      s.customer_id as "customerId", s.description, s.employee_ids as "employeeIds", s.department_id as "departmentId",
      s.tag_values as "tagValues",
      (select customer_display_name(c.use_company, c.company_name, c.first_name, c.last_name, c.email)
         from customers c where c.company_id = s.company_id and c.id = s.customer_id) as "customerName",
      (select max(x.series_index) from visits x where x.company_id = s.company_id and x.series_id = s.id) as "nextIndex"
    from visit_series s
    where ${and(...conditions)}
    limit 1000`,
  );
  const entries: CalendarEntry[] = [];
  for (const s of series) {
    const tagsMatch = (filter.tagValues ?? []).every((f) =>
      s.tagValues.some((t) => t.tagId === f.tagId && t.values.includes(f.value)),
    );
    if (!tagsMatch) continue;
    const status = plannedStatus('not_scheduled', {
      customerId: s.customerId,
      employeeCount: s.employeeIds.length,
      start: from,
      end: to,
    });
    if (filter.statuses?.length && !filter.statuses.includes(status)) continue;
    const duration = s.durationMinutes * 60_000;
    const afterIndex = s.nextIndex != null ? s.nextIndex - s.consumed : -1;
    const found = occurrences(seriesRule(s), new Date(s.anchorStart), {
      from: new Date(from.getTime() - duration),
      to,
      afterIndex,
      limit: 500,
    });
    for (const o of found) {
      const end = new Date(o.start.getTime() + duration);
      if (end <= from) continue;
      entries.push({
        key: projectedKey(s.id, o.start),
        id: null,
        projected: true,
        seriesId: s.id,
        caseNumber: null,
        start: o.start,
        end,
        status,
        archived: false,
        isDue: isDue({ status, end, archived: false }, new Date()),
        customerName: s.customerName,
        description: s.description,
        employeeIds: s.employeeIds,
        departmentId: s.departmentId,
        version: null,
      });
    }
  }
  return entries;
}
