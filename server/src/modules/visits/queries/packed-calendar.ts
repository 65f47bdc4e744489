import {
  calendarColumnsFor,
  calendarDescriptionLength,
  calendarFlags,
  initialsOf,
  packedCalendarInputSchema,
  zonedDate,
  type CalendarColumn,
  type PackedCalendarInput,
} from '@servio/domain';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import {
  calendarRowsJson,
  checkRange,
  originOf,
  projectedEntries,
  type CalendarEntry,
  type CalendarPerson,
} from './calendar-rows.ts';

/** What the calendar shows of an employee: the name a visit shows (VisitPerson.name) and the initials `me` has. */
const shownEmployees = (people: CalendarPerson[]) =>
  Object.fromEntries(
    people.map((p) => [
      p.id,
      {
        name: [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email,
        initials: initialsOf(p.firstName, p.lastName, p.email),
      },
    ]),
  );

/** A projected entry as a packed row with `columns`. */
function projectedRow(e: CalendarEntry, columns: readonly CalendarColumn[], origin: number): unknown[] {
  const values: Record<CalendarColumn, unknown> = {
    id: null,
    seriesId: e.seriesId,
    caseNumber: null,
    start: Math.round((e.start.getTime() - origin) / 1000),
    duration: Math.round((e.end.getTime() - e.start.getTime()) / 1000),
    status: e.status,
    flags: calendarFlags.projected | (e.isDue ? calendarFlags.due : 0),
    version: null,
    customerName: e.customerName,
    description: e.description?.slice(0, calendarDescriptionLength) ?? null,
    employeeIds: e.employeeIds ?? [],
  };
  return columns.map((c) => values[c]);
}

/**
 * The range's visits and projected occurrences, packed (see domain/src/calendar-packed.ts); the web calendar reads
 * this. Projected occurrences (few) all come, and count in `days`; a reader keeps each day's first `dayLimit`.
 */
export async function packedCalendar(scope: TenantScope, input: PackedCalendarInput): Promise<string> {
  const args = parseInput(packedCalendarInputSchema, input);
  const filter = args.filter ?? {};
  checkRange(args.from, args.to);
  const columns = calendarColumnsFor(args.dateType);
  const origin = originOf(args.from);
  // The projected occurrences first: their employees are named by the rows' statement too.
  const projected = await projectedEntries(scope.db, scope.actor, filter, args.from, args.to);
  const alsoEmployees = [...new Set(projected.flatMap((e) => e.employeeIds ?? []))];
  const real = await calendarRowsJson(scope.db, scope.actor, filter, args, columns, alsoEmployees);
  const extra = JSON.stringify(projected.map((e) => projectedRow(e, columns, origin))).slice(1, -1);
  const rows = extra ? `[${[real.rows.slice(1, -1), extra].filter(Boolean).join(',')}]` : real.rows;
  let days = '';
  if (real.days) {
    for (const e of projected) {
      const day = zonedDate(e.start);
      real.days[day] = (real.days[day] ?? 0) + 1;
    }
    days = `,"days":${JSON.stringify(real.days)}`;
  }
  const employees = columns.includes('employeeIds')
    ? `,"employees":${JSON.stringify(shownEmployees(real.employees))}`
    : '';
  return `{"origin":${origin},"columns":${JSON.stringify(columns)},"rows":${rows}${days}${employees}}`;
}
