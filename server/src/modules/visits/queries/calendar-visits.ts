import { calendarColumns, calendarInputSchema, unpackCalendar, type CalendarInput } from '@servio/domain';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import {
  calendarRowsJson,
  checkRange,
  originOf,
  projectedEntries,
  type CalendarEntry,
  type RowColumn,
} from './calendar-rows.ts';

/** The calendar's entries as objects (the typed `calendarVisits` field), ordered by start: the same SQL as packed. */
export async function calendarVisits(scope: TenantScope, input: CalendarInput): Promise<CalendarEntry[]> {
  const args = parseInput(calendarInputSchema, input);
  const filter = args.filter ?? {};
  checkRange(args.from, args.to);
  // The employees come from the batched loader (Visit.employeeIds), not from the rows.
  const columns: RowColumn[] = [...calendarColumns.filter((c) => c !== 'employeeIds'), 'departmentId'];
  const rows = JSON.parse((await calendarRowsJson(scope.db, scope.actor, filter, args, columns)).rows) as unknown[][];
  const departmentAt = columns.indexOf('departmentId');
  const entries = unpackCalendar({ origin: originOf(args.from), columns, rows }).map(
    ({ employees: _, ...e }, i): CalendarEntry => ({
      ...e,
      start: new Date(e.start),
      end: new Date(e.end),
      employeeIds: null,
      departmentId: rows[i]![departmentAt] as string | null,
    }),
  );
  const projected = await projectedEntries(scope.db, scope.actor, filter, args.from, args.to);
  if (projected.length === 0) return entries;
  entries.push(...projected);
  return entries.sort((a, b) => a.start.getTime() - b.start.getTime() || Number(a.projected) - Number(b.projected));
}
