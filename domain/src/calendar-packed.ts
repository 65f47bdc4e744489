import type { VisitStatus } from './visit-status.ts';

/**
 * The calendar's packed form (`calendarVisitsPacked`): one JSON text
 * `{"origin": <epoch ms>, "columns": [...], "rows": [[...], ...], "days": {...}}`, a row per visit with its values in the order of
 * `columns`. A busy company's month is thousands of visits; as one value built in SQL it crosses the driver and
 * GraphQL as a single string instead of thousands of objects (docs/decisions/0006-visits-read-performance.md).
 * `start` is whole seconds after `origin` (the range's start), `duration` whole seconds. The month view leaves out
 * `description` (its cells show no more than the customer). Readers find a column by its name, so columns may be
 * added. `employeeIds` holds each visit's employees' ids; `employees` names every one of them once (name and initials),
 * so a week of hundreds of visits by a handful of people carries each name once. Zod-free: the web's calendar chunk
 * unpacks it.
 */
export const calendarColumns = [
  'id',
  'seriesId',
  'caseNumber',
  'start',
  'duration',
  'status',
  'flags',
  'version',
  'customerName',
  'description',
  'employeeIds',
] as const;
export type CalendarColumn = (typeof calendarColumns)[number];

/** The columns a range of this calendar view carries. */
export const calendarColumnsFor = (dateType: string | null | undefined): CalendarColumn[] =>
  dateType === 'month' ? calendarColumns.filter((c) => c !== 'description') : [...calendarColumns];

/** Bits of the `flags` column. */
export const calendarFlags = { archived: 1, due: 2, projected: 4 } as const;

/** The description is cut to this many characters in the calendar (the visit page has it whole). */
export const calendarDescriptionLength = 120;

/** The month view's cells show this many visits a day; '+N flere' opens the day (dayLimit of calendarVisitsPacked). */
export const monthDayLimit = 3;

export interface PackedCalendar {
  origin: number;
  columns: string[];
  rows: unknown[][];
  /** With a day limit: each day's number of visits (YYYY-MM-DD in Copenhagen time), those left out included. */
  days?: Record<string, number>;
  /** Every employee the rows' `employeeIds` name, by id. */
  employees?: Record<string, { name: string; initials: string }>;
}

/** An employee on a calendar entry, as the calendar shows them (initials in a badge, the name on hover). */
export interface CalendarEmployee {
  id: string;
  name: string;
  initials: string;
}

/** One entry of the calendar, as the web shows it. Times are epoch milliseconds in the packed form, ISO here. */
export interface CalendarVisitEntry {
  /** The visit id, or `seriesId:startISO` for a projected occurrence. */
  key: string;
  id: string | null;
  projected: boolean;
  seriesId: string | null;
  caseNumber: number | null;
  start: string;
  end: string;
  status: VisitStatus;
  archived: boolean;
  isDue: boolean;
  customerName: string | null;
  description: string | null;
  version: number | null;
  /** By name; empty when the packed form has no `employeeIds` column. */
  employees: CalendarEmployee[];
}

export const projectedKey = (seriesId: string, start: Date) => `${seriesId}:${start.toISOString()}`;

/** The rows of a packed calendar as entries. */
export function unpackCalendar(packed: PackedCalendar): CalendarVisitEntry[] {
  const at = Object.fromEntries(packed.columns.map((name, index) => [name, index])) as Partial<
    Record<CalendarColumn, number>
  >;
  const value = (row: unknown[], column: CalendarColumn) => (at[column] === undefined ? null : row[at[column]]);
  const people = packed.employees ?? {};
  const byName = (a: CalendarEmployee, b: CalendarEmployee) => a.name.localeCompare(b.name, 'da');
  return packed.rows.map((row) => {
    const flags = value(row, 'flags') as number;
    const id = value(row, 'id') as string | null;
    const seriesId = value(row, 'seriesId') as string | null;
    const start = new Date(packed.origin + (value(row, 'start') as number) * 1000);
    const projected = (flags & calendarFlags.projected) !== 0;
    return {
      key: projected || id === null ? projectedKey(seriesId ?? '', start) : id,
      id,
      projected,
      seriesId,
      caseNumber: value(row, 'caseNumber') as number | null,
      start: start.toISOString(),
      end: new Date(start.getTime() + (value(row, 'duration') as number) * 1000).toISOString(),
      status: value(row, 'status') as VisitStatus,
      archived: (flags & calendarFlags.archived) !== 0,
      isDue: (flags & calendarFlags.due) !== 0,
      customerName: value(row, 'customerName') as string | null,
      description: value(row, 'description') as string | null,
      version: value(row, 'version') as number | null,
      employees: ((value(row, 'employeeIds') as string[] | null | undefined) ?? [])
        .flatMap((employeeId) => (people[employeeId] ? [{ id: employeeId, ...people[employeeId] }] : []))
        .sort(byName),
    };
  });
}
