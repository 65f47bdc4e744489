import { weeklyHoursSchema, type WeeklyHours } from '@servio/domain/booking-hours';

/** One working period of a day in the hours editor, from and to as HH:mm. */
export interface HoursPeriod {
  from: string;
  to: string;
}

/** One weekday in the hours editor: open or closed, and its periods (at least one, kept while closed). */
export interface HoursRow {
  open: boolean;
  periods: HoursPeriod[];
}

/** Where a problem is: the weekday, and the period within it when one is to blame. */
export interface HoursPlace {
  weekday: number;
  period?: number;
}

/** The schema allows 28 windows a week; four a day keeps every day within it. */
export const maxPeriodsPerDay = 4;

/** A new period, and what a closed day offers when opened. */
export const defaultPeriod: HoursPeriod = { from: '08:00', to: '16:00' };

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Monday to Sunday as the editor shows them, each day's windows by start (24:00 is shown as 23:59). */
export function hoursRows(hours: WeeklyHours | null | undefined): HoursRow[] {
  return Array.from({ length: 7 }, (_, weekday) => {
    const windows = (hours ?? []).filter((w) => w.weekday === weekday).sort((a, b) => a.start - b.start);
    return windows.length > 0
      ? {
          open: true,
          periods: windows.map((w) => ({ from: hhmm(w.start), to: hhmm(w.end === 24 * 60 ? 24 * 60 - 1 : w.end) })),
        }
      : { open: false, periods: [{ ...defaultPeriod }] };
  });
}

/**
 * The rows as weekly hours, or the first problem at its weekday and period with its message key. A time that is not
 * HH:mm is `booking.hoursInvalid`; the rest is the domain's weeklyHoursSchema (end before start, overlapping periods),
 * so the form says what the server would.
 */
export function hoursOf(rows: HoursRow[]): { hours: WeeklyHours } | (Required<HoursPlace> & { error: string }) {
  const hours: WeeklyHours = [];
  const places: Required<HoursPlace>[] = [];
  for (const [weekday, row] of rows.entries()) {
    if (!row.open) continue;
    for (const [period, { from, to }] of row.periods.entries()) {
      const start = minutesOf(from);
      const end = minutesOf(to);
      if (start === null || end === null) return { weekday, period, error: 'booking.hoursInvalid' };
      hours.push({ weekday, start, end });
      places.push({ weekday, period });
    }
  }
  const result = weeklyHoursSchema.safeParse(hours);
  if (result.success) return { hours };
  const issue = result.error.issues[0]!;
  const index = typeof issue.path[0] === 'number' ? issue.path[0] : 0;
  return { ...(places[index] ?? { weekday: 0, period: 0 }), error: issue.message };
}

/** Where the first problem of the rows is, for a form that keeps only the message (the first open day else). */
export function hoursProblemPlace(rows: HoursRow[]): HoursPlace {
  const result = hoursOf(rows);
  if ('error' in result) return { weekday: result.weekday, period: result.period };
  return {
    weekday: Math.max(
      0,
      rows.findIndex((r) => r.open),
    ),
  };
}

/** The place of the server's `bookingHours.<index>` path: the index-th window hoursOf sends. */
export function hoursPlaceOfIndex(rows: HoursRow[], index: number): HoursPlace {
  let seen = 0;
  for (const [weekday, row] of rows.entries()) {
    if (!row.open) continue;
    if (index < seen + row.periods.length) return { weekday, period: index - seen };
    seen += row.periods.length;
  }
  return { weekday: 0 };
}
