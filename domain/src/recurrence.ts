import { z } from 'zod';
import { daysInMonth, fromDays, localParts, localToInstant, parseDate, toDays, weekdayOf } from './local-dates.ts';

/**
 * Repeating visits: a subset of RFC 5545 recurrence rules, computed in Europe/Copenhagen local time so that
 * a visit at 08:00 stays at 08:00 across daylight-saving changes. Shared by the server (series, calendar
 * projection) and the web (the form's preview), so it has no dependencies beyond the time helpers.
 *
 * - daily / weekly / monthly / yearly, every `interval`
 * - weekly: `weekdays` (default: the start's weekday); weeks start on Monday (WKST=MO)
 * - monthly / yearly: `dayOfMonth` (default: the start's day) or `ordinal` + `ordinalWeekday` ("the second
 *   Tuesday"; 1–5, or -1 for the last). A month without that day (the 31st, the fifth Monday) is skipped,
 *   as RFC 5545 does. Yearly repeats in the start's month.
 * - ends after `count` occurrences, on `until` (a local date, inclusive), or never.
 * The first occurrence is the first that matches on or after the start (its time of day is the start's).
 */
export const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof weekdays)[number];
export const recurrenceFrequencies = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof recurrenceFrequencies)[number];

export interface RecurrenceRule {
  frequency: RecurrenceFrequency;
  interval: number;
  weekdays?: Weekday[] | null;
  dayOfMonth?: number | null;
  ordinal?: number | null;
  ordinalWeekday?: Weekday | null;
  count?: number | null;
  until?: string | null;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
export function isValidIsoDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && y <= 2200
  );
}

export const maxRecurrenceCount = 999;

export const recurrenceRuleSchema = z
  .object({
    frequency: z.enum(recurrenceFrequencies, { message: 'recurrence.frequencyInvalid' }),
    interval: z
      .number({ message: 'recurrence.intervalInvalid' })
      .int('recurrence.intervalInvalid')
      .min(1, 'recurrence.intervalInvalid')
      .max(99, 'recurrence.intervalInvalid')
      .nullish(),
    weekdays: z
      .array(z.enum(weekdays, { message: 'recurrence.weekdayInvalid' }))
      .max(7, 'recurrence.weekdayInvalid')
      .nullish(),
    dayOfMonth: z
      .number()
      .int('recurrence.dayOfMonthInvalid')
      .min(1, 'recurrence.dayOfMonthInvalid')
      .max(31, 'recurrence.dayOfMonthInvalid')
      .nullish(),
    ordinal: z
      .number()
      .int('recurrence.ordinalInvalid')
      .refine((n) => (n >= 1 && n <= 5) || n === -1, 'recurrence.ordinalInvalid')
      .nullish(),
    ordinalWeekday: z.enum(weekdays, { message: 'recurrence.weekdayInvalid' }).nullish(),
    count: z
      .number()
      .int('recurrence.countInvalid')
      .min(1, 'recurrence.countInvalid')
      .max(maxRecurrenceCount, 'recurrence.countInvalid')
      .nullish(),
    until: z.string().refine(isValidIsoDate, 'recurrence.untilInvalid').nullish(),
  })
  .superRefine((rule, ctx) => {
    if (rule.count != null && rule.until != null)
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'recurrence.endConflict' });
    if (rule.weekdays?.length && rule.frequency !== 'weekly')
      ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'recurrence.weekdaysOnlyWeekly' });
    const monthly = rule.frequency === 'monthly' || rule.frequency === 'yearly';
    if ((rule.ordinal != null) !== (rule.ordinalWeekday != null)) {
      ctx.addIssue({
        code: 'custom',
        path: [rule.ordinal == null ? 'ordinal' : 'ordinalWeekday'],
        message: 'recurrence.ordinalIncomplete',
      });
    }
    if ((rule.ordinal != null || rule.dayOfMonth != null) && !monthly) {
      ctx.addIssue({
        code: 'custom',
        path: [rule.ordinal != null ? 'ordinal' : 'dayOfMonth'],
        message: 'recurrence.onlyMonthlyOrYearly',
      });
    }
    if (rule.ordinal != null && rule.dayOfMonth != null)
      ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: 'recurrence.dayOrOrdinal' });
  })
  .transform((rule): RecurrenceRule => ({
    frequency: rule.frequency,
    interval: rule.interval ?? 1,
    weekdays: rule.weekdays?.length
      ? [...new Set(rule.weekdays)].sort((a, b) => weekdays.indexOf(a) - weekdays.indexOf(b))
      : null,
    dayOfMonth: rule.dayOfMonth ?? null,
    ordinal: rule.ordinal ?? null,
    ordinalWeekday: rule.ordinalWeekday ?? null,
    count: rule.count ?? null,
    until: rule.until ?? null,
  }));

/**
 * The rule as an RFC 5545 RRULE value (for export and display), e.g. `FREQ=MONTHLY;BYDAY=2TU;COUNT=10`. With the
 * series' start it is the full rule any RFC 5545 reader (rrule.js, calendars) expands to our dates: a yearly rule
 * names its month (`FREQ=YEARLY;BYDAY=2WE` alone is the second Wednesday of the year, `BYMONTHDAY=14` alone every
 * month's 14th), weeks start on Monday where it matters, and the last day is an instant (a DATE-TIME start needs one).
 */
export function toRRule(rule: RecurrenceRule, start?: Date): string {
  const local = start ? fromDays(localParts(start).days) : null;
  const parts = [`FREQ=${rule.frequency.toUpperCase()}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.frequency === 'yearly' && local) parts.push(`BYMONTH=${local.m}`);
  if (rule.frequency === 'weekly' && rule.weekdays?.length) parts.push(`BYDAY=${rule.weekdays.join(',')}`);
  if (rule.ordinal != null && rule.ordinalWeekday) parts.push(`BYDAY=${rule.ordinal}${rule.ordinalWeekday}`);
  if (rule.dayOfMonth != null) parts.push(`BYMONTHDAY=${rule.dayOfMonth}`);
  else if (rule.frequency === 'yearly' && rule.ordinal == null && local) parts.push(`BYMONTHDAY=${local.d}`);
  // WKST changes which weeks an every-other-week rule picks only when it has several weekdays.
  if (rule.frequency === 'weekly' && rule.interval > 1 && (rule.weekdays?.length ?? 0) > 1) parts.push('WKST=MO');
  if (rule.count != null) parts.push(`COUNT=${rule.count}`);
  if (rule.until) {
    // The last local day, inclusive: its last second in UTC with a start, else the bare date.
    const lastSecond = start ? new Date(localToInstant(parseDate(rule.until) + 1, 0).getTime() - 1000) : null;
    parts.push(
      `UNTIL=${lastSecond ? lastSecond.toISOString().replace(/[-:]|\.\d{3}/g, '') : rule.until.replaceAll('-', '')}`,
    );
  }
  return parts.join(';');
}

function nthWeekday(y: number, m: number, weekday: number, ordinal: number): number | null {
  if (ordinal === -1) {
    const last = toDays(y, m, daysInMonth(y, m));
    return last - ((weekdayOf(last) - weekday + 7) % 7);
  }
  const first = toDays(y, m, 1);
  const day = first + ((weekday - weekdayOf(first) + 7) % 7) + (ordinal - 1) * 7;
  return fromDays(day).m === m ? day : null;
}

/** Candidate dates of one period (in order), or [] when the period has none. */
function periodDates(rule: RecurrenceRule, start: number, period: number): number[] {
  const s = fromDays(start);
  switch (rule.frequency) {
    case 'daily':
      return [start + period * rule.interval];
    case 'weekly': {
      const monday = start - weekdayOf(start) + period * rule.interval * 7;
      const days = rule.weekdays?.length ? rule.weekdays.map((w) => weekdays.indexOf(w)) : [weekdayOf(start)];
      return days.map((w) => monday + w);
    }
    case 'monthly':
    case 'yearly': {
      const monthIndex = s.y * 12 + (s.m - 1) + period * rule.interval * (rule.frequency === 'yearly' ? 12 : 1);
      const y = Math.floor(monthIndex / 12);
      const m = (monthIndex % 12) + 1;
      if (rule.ordinal != null && rule.ordinalWeekday) {
        const day = nthWeekday(y, m, weekdays.indexOf(rule.ordinalWeekday), rule.ordinal);
        return day === null ? [] : [day];
      }
      const dom = rule.dayOfMonth ?? s.d;
      return dom <= daysInMonth(y, m) ? [toDays(y, m, dom)] : [];
    }
  }
}

export interface Occurrence {
  /** 0 for the first occurrence of the rule. */
  index: number;
  start: Date;
}

export interface OccurrenceOptions {
  /** Only occurrences starting at or after this instant (indexes still count from the first). */
  from?: Date;
  /** Only occurrences starting before this instant. */
  to?: Date;
  /** Only occurrences with a greater index. */
  afterIndex?: number;
  /** At most this many (default 1000). */
  limit?: number;
}

/** Periods tried in a row without an occurrence before giving up (a 30th of February yearly has none). */
const maxEmptyPeriods = 2_000;

/**
 * The occurrences of `rule` beginning at `start`, in order. As in RFC 5545 the start itself is always the
 * first occurrence (index 0), even when it does not match the rule; the rule's dates follow it, at the
 * start's local time of day.
 */
export function occurrences(rule: RecurrenceRule, start: Date, options: OccurrenceOptions = {}): Occurrence[] {
  const { days: startDay, minutes } = localParts(start);
  const until = rule.until ? parseDate(rule.until) : null;
  const limit = options.limit ?? 1000;
  const result: Occurrence[] = [];
  let index = 0;
  /** false when the series is over. */
  const emit = (day: number, instant: Date): boolean => {
    if (until !== null && day > until) return false;
    if (rule.count != null && index >= rule.count) return false;
    if (options.to && instant >= options.to) return false;
    if (
      (!options.from || instant >= options.from) &&
      (options.afterIndex === undefined || index > options.afterIndex)
    ) {
      result.push({ index, start: instant });
      if (result.length >= limit) return false;
    }
    index++;
    return true;
  };
  if (!emit(startDay, start)) return result;
  let empty = 0;
  for (let period = 0; ; period++) {
    const dates = periodDates(rule, startDay, period).filter((d) => d > startDay);
    if (dates.length === 0) {
      if (++empty > maxEmptyPeriods) return result;
      continue;
    }
    empty = 0;
    for (const day of dates) if (!emit(day, localToInstant(day, minutes))) return result;
  }
}

/** A rule that cannot begin at `start`: its last date before the start's date. */
export function recurrenceStartProblem(rule: RecurrenceRule, start: Date): { field: string; reason: string } | null {
  if (rule.until && parseDate(rule.until) < localParts(start).days)
    return { field: 'until', reason: 'recurrence.untilBeforeStart' };
  return null;
}

/** The next `n` occurrence starts (the form's preview). */
export const previewOccurrences = (rule: RecurrenceRule, start: Date, n = 10): Date[] =>
  occurrences(rule, start, { limit: Math.min(Math.max(n, 1), 100) }).map((o) => o.start);

/** ISO 8601 week number and its year of a local date (YYYY-MM-DD); weeks start Monday. */
export function isoWeek(date: string): { year: number; week: number } {
  const days = parseDate(date);
  const thursday = days - weekdayOf(days) + 3;
  const year = fromDays(thursday).y;
  const firstThursday = toDays(year, 1, 4) - weekdayOf(toDays(year, 1, 4)) + 3;
  return { year, week: 1 + Math.round((thursday - firstThursday) / 7) };
}
