import { and, sql, type SQL } from 'drizzle-orm';
import {
  calendarColumns,
  calendarDescriptionLength,
  calendarFlags,
  occurrences,
  plannedStatus,
  projectedKey,
  unpackCalendar,
  visitLimits,
  type RecurrenceRule,
  type VisitFilter,
  type VisitStatus,
  type VisitTagValueInput,
} from '@servio/domain';
import { queryRows } from '../../db/sql.ts';
import type { Context, Viewer } from '../../graphql/context.ts';
import { badInput } from '../../graphql/errors.ts';
import { dueVisitCondition } from '../overview/visit-conditions.ts';
import { filterConditions, parseFilter, seriesRule } from './visits.service.ts';

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

export interface CalendarArgs {
  from: Date;
  to: Date;
  dateType?: string | null;
  filter?: unknown;
}

const maxCalendarEntries = 5_000;
/** The typed field's rows carry the department after the packed columns. */
const typedColumns = [...calendarColumns, 'departmentId'] as const;

function checkRange(from: Date, to: Date) {
  if (to.getTime() <= from.getTime()) throw badInput('to', 'calendar.rangeInvalid');
  if (to.getTime() - from.getTime() > visitLimits.calendarDays * 86_400_000) throw badInput('to', 'calendar.rangeTooLong');
}

const epochMs = (column: SQL) => sql`round(date_part('epoch', ${column}) * 1000)::bigint`;

/**
 * The real visits overlapping [from, to) as the JSON text of an array of rows in `calendarColumns` order (plus the
 * department with `typed`), ordered by start. Built whole in SQL from `visits` alone (the customer's name is kept on
 * the visit), so a month of thousands of visits is one range scan and one value.
 */
export async function calendarRowsJson(db: Context['db'], viewer: Viewer, filter: VisitFilter, from: Date, to: Date, typed = false): Promise<string> {
  // A visit overlapping the range started before its end, and at most the company's longest visit before its start:
  // that bound lets the (company_id, archived, start) index answer. Asked first, so the planner sees a value.
  const [longest] = await queryRows<{ ms: string | number | null }>(
    db,
    sql`select round(date_part('epoch', max(l."end" - l.start)) * 1000)::bigint as ms from visits l where l.company_id = ${viewer.companyId}`,
  );
  const earliestStart = new Date(from.getTime() - Number(longest?.ms ?? 0));
  const conditions = filterConditions(viewer, filter, { dates: false });
  const flags = sql`(case when v.archived then ${calendarFlags.archived} else 0 end
    + case when ${dueVisitCondition(sql`now()`)} then ${calendarFlags.due} else 0 end)`;
  const [row] = await queryRows<{ rows: string | null }>(
    db,
    sql`select json_agg(json_build_array(v.id, v.series_id, v.case_number, ${epochMs(sql`v.start`)}, ${epochMs(sql`v."end"`)},
        v.status, ${flags}, v.version, v.customer_name, left(v.description, ${calendarDescriptionLength})
        ${typed ? sql`, v.department_id` : sql``}) order by v.start, v.case_number)::text as rows
      from (
        select v.id, v.series_id, v.case_number, v.start, v."end", v.status, v.archived, v.version, v.customer_name,
          v.description, v.department_id
        from visits v
        where v.company_id = ${viewer.companyId} and v.start < ${to.toISOString()} and v."end" > ${from.toISOString()}
          and v.start >= ${earliestStart.toISOString()} and ${and(...conditions)}
        order by v.start, v.case_number
        limit ${maxCalendarEntries}
      ) v`,
  );
  return row?.rows ?? '[]';
}

/** A projected entry as a packed row (`calendarColumns` order). */
const projectedRow = (e: CalendarEntry): unknown[] => [
  null,
  e.seriesId,
  null,
  e.start.getTime(),
  e.end.getTime(),
  e.status,
  calendarFlags.projected | (e.isDue ? calendarFlags.due : 0),
  null,
  e.customerName,
  e.description?.slice(0, calendarDescriptionLength) ?? null,
];

/** The range's visits and projected occurrences, packed (see domain/src/calendar-packed.ts); the web calendar reads this. */
export async function calendarVisitsPacked(ctx: Context, args: CalendarArgs): Promise<string> {
  const filter = parseFilter(args.filter);
  checkRange(args.from, args.to);
  const real = await calendarRowsJson(ctx.db, ctx.viewer!, filter, args.from, args.to);
  const projected = await projectedEntries(ctx, filter, args.from, args.to);
  const rows = projected.length === 0 ? real : `[${[real.slice(1, -1), JSON.stringify(projected.map(projectedRow)).slice(1, -1)].filter(Boolean).join(',')}]`;
  return `{"columns":${JSON.stringify(calendarColumns)},"rows":${rows}}`;
}

/** The same entries as objects (the typed `calendarVisits` field), ordered by start. */
export async function calendarVisits(ctx: Context, args: CalendarArgs): Promise<CalendarEntry[]> {
  const filter = parseFilter(args.filter);
  checkRange(args.from, args.to);
  const rows = JSON.parse(await calendarRowsJson(ctx.db, ctx.viewer!, filter, args.from, args.to, true)) as unknown[][];
  const departmentAt = typedColumns.indexOf('departmentId');
  const entries = unpackCalendar({ columns: [...typedColumns], rows }).map(
    (e, i): CalendarEntry => ({ ...e, start: new Date(e.start), end: new Date(e.end), employeeIds: null, departmentId: rows[i]![departmentAt] as string | null }),
  );
  const projected = await projectedEntries(ctx, filter, args.from, args.to);
  if (projected.length === 0) return entries;
  entries.push(...projected);
  return entries.sort((a, b) => a.start.getTime() - b.start.getTime() || Number(a.projected) - Number(b.projected));
}

/** Occurrences of active series after their next (real) visit, inside [from, to), as the filter allows. */
async function projectedEntries(ctx: Context, filter: VisitFilter, from: Date, to: Date): Promise<CalendarEntry[]> {
  if ((filter.view && filter.view !== 'all') || filter.search || filter.hasCoordinates === false) return [];
  const viewer = ctx.viewer!;
  const conditions: SQL[] = [sql`s.ended_at is null`, sql`s.anchor_start < ${to.toISOString()}`];
  if (viewer.role !== 'administrator') conditions.push(sql`${viewer.userId}::uuid = any(s.employee_ids)`);
  if (filter.employeeIds?.length) conditions.push(sql`s.employee_ids && ${`{${filter.employeeIds.join(',')}}`}::uuid[]`);
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
  }>(ctx.db, sql`
    select s.id, s.rule, s.anchor_start as "anchorStart", s.consumed, s.duration_minutes as "durationMinutes",
      s.customer_id as "customerId", s.description, s.employee_ids as "employeeIds", s.department_id as "departmentId",
      s.tag_values as "tagValues",
      (select customer_display_name(c.use_company, c.company_name, c.first_name, c.last_name, c.email)
         from customers c where c.id = s.customer_id) as "customerName",
      (select max(x.series_index) from visits x where x.series_id = s.id) as "nextIndex"
    from visit_series s
    where ${and(...conditions)}
    limit 1000`);
  const entries: CalendarEntry[] = [];
  for (const s of series) {
    const tagsMatch = (filter.tagValues ?? []).every((f) => s.tagValues.some((t) => t.tagId === f.tagId && t.values.includes(f.value)));
    if (!tagsMatch) continue;
    const status = plannedStatus('not_scheduled', { customerId: s.customerId, employeeCount: s.employeeIds.length, start: from, end: to });
    if (filter.statuses?.length && !filter.statuses.includes(status)) continue;
    const duration = s.durationMinutes * 60_000;
    const afterIndex = s.nextIndex != null ? s.nextIndex - s.consumed : -1;
    const found = occurrences(seriesRule(s), new Date(s.anchorStart), { from: new Date(from.getTime() - duration), to, afterIndex, limit: 500 });
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
        isDue: end.getTime() < Date.now(),
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
