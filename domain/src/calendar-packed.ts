import type { VisitStatus } from './visit-status.ts';

/**
 * The calendar's packed form (`calendarVisitsPacked`): one JSON text `{"columns": [...], "rows": [[...], ...]}`,
 * a row per visit with its values in the order of `columns`. A busy company's month is thousands of visits; as
 * one value built in SQL it crosses the driver and GraphQL as a single string instead of thousands of objects
 * (docs/decisions/0006-visits-read-performance.md). Readers find a column by its name, so columns may be added.
 * Zod-free: the web's calendar chunk unpacks it.
 */
export const calendarColumns = ['id', 'seriesId', 'caseNumber', 'start', 'end', 'status', 'flags', 'version', 'customerName', 'description'] as const;
export type CalendarColumn = (typeof calendarColumns)[number];

/** Bits of the `flags` column. */
export const calendarFlags = { archived: 1, due: 2, projected: 4 } as const;

/** The description is cut to this many characters in the calendar (the visit page has it whole). */
export const calendarDescriptionLength = 120;

export interface PackedCalendar {
  columns: string[];
  rows: unknown[][];
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
}

export const projectedKey = (seriesId: string, start: Date) => `${seriesId}:${start.toISOString()}`;

/** The rows of a packed calendar as entries. */
export function unpackCalendar(packed: PackedCalendar): CalendarVisitEntry[] {
  const at = Object.fromEntries(packed.columns.map((name, index) => [name, index])) as Record<CalendarColumn, number>;
  return packed.rows.map((row) => {
    const flags = row[at.flags] as number;
    const id = row[at.id] as string | null;
    const seriesId = row[at.seriesId] as string | null;
    const start = new Date(row[at.start] as number);
    const projected = (flags & calendarFlags.projected) !== 0;
    return {
      key: projected || id === null ? projectedKey(seriesId ?? '', start) : id,
      id,
      projected,
      seriesId,
      caseNumber: row[at.caseNumber] as number | null,
      start: start.toISOString(),
      end: new Date(row[at.end] as number).toISOString(),
      status: row[at.status] as VisitStatus,
      archived: (flags & calendarFlags.archived) !== 0,
      isDue: (flags & calendarFlags.due) !== 0,
      customerName: row[at.customerName] as string | null,
      description: row[at.description] as string | null,
      version: row[at.version] as number | null,
    };
  });
}
