import { describe, expect, it } from 'vitest';
import {
  isoWeek,
  occurrences,
  previewOccurrences,
  recurrenceRuleSchema,
  recurrenceStartProblem,
  toRRule,
  type RecurrenceRule,
} from './recurrence.ts';
import { localToInstant, parseDate } from './local-dates.ts';

const rule = (r: Partial<RecurrenceRule> & Pick<RecurrenceRule, 'frequency'>): RecurrenceRule =>
  recurrenceRuleSchema.parse(r);
/** Local Copenhagen wall-clock time of an instant, as 'YYYY-MM-DD HH:mm'. */
const local = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(d);
const at = (date: string, time: string) =>
  localToInstant(parseDate(date), Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
const locals = (r: RecurrenceRule, start: Date, n = 10) => previewOccurrences(r, start, n).map(local);

describe('local time conversion', () => {
  it('maps Copenhagen wall-clock time to UTC in winter and summer', () => {
    expect(at('2026-01-15', '08:00').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(at('2026-07-15', '08:00').toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });
  it('moves a time in the skipped hour forward and takes the first of a repeated hour', () => {
    expect(local(at('2026-03-29', '02:30'))).toBe('2026-03-29 03:30');
    expect(at('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('recurrence', () => {
  it('keeps the local time across the spring DST change (2026-03-29)', () => {
    expect(locals(rule({ frequency: 'daily' }), at('2026-03-27', '08:00'), 4)).toEqual([
      '2026-03-27 08:00',
      '2026-03-28 08:00',
      '2026-03-29 08:00',
      '2026-03-30 08:00',
    ]);
    const utc = previewOccurrences(rule({ frequency: 'daily' }), at('2026-03-28', '08:00'), 2).map((d) =>
      d.toISOString(),
    );
    expect(utc).toEqual(['2026-03-28T07:00:00.000Z', '2026-03-29T06:00:00.000Z']);
  });

  it('keeps the local time across the autumn DST change (2026-10-25)', () => {
    expect(locals(rule({ frequency: 'weekly' }), at('2026-10-18', '09:15'), 3)).toEqual([
      '2026-10-18 09:15',
      '2026-10-25 09:15',
      '2026-11-01 09:15',
    ]);
    const utc = previewOccurrences(rule({ frequency: 'daily' }), at('2026-10-24', '23:30'), 3).map((d) =>
      d.toISOString(),
    );
    expect(utc).toEqual(['2026-10-24T21:30:00.000Z', '2026-10-25T22:30:00.000Z', '2026-10-26T22:30:00.000Z']);
  });

  it('repeats every N days, weeks, months and years', () => {
    expect(locals(rule({ frequency: 'daily', interval: 3 }), at('2026-02-26', '07:00'), 3)).toEqual([
      '2026-02-26 07:00',
      '2026-03-01 07:00',
      '2026-03-04 07:00',
    ]);
    expect(locals(rule({ frequency: 'weekly', interval: 2 }), at('2026-01-05', '07:00'), 3)).toEqual([
      '2026-01-05 07:00',
      '2026-01-19 07:00',
      '2026-02-02 07:00',
    ]);
    expect(locals(rule({ frequency: 'monthly', interval: 2 }), at('2026-01-15', '07:00'), 3)).toEqual([
      '2026-01-15 07:00',
      '2026-03-15 07:00',
      '2026-05-15 07:00',
    ]);
    expect(locals(rule({ frequency: 'yearly' }), at('2026-06-01', '07:00'), 3)).toEqual([
      '2026-06-01 07:00',
      '2027-06-01 07:00',
      '2028-06-01 07:00',
    ]);
  });

  it('repeats weekly on chosen weekdays, Monday-first weeks', () => {
    // Start Wednesday 2026-01-07; Mondays and Fridays every other week.
    const r = rule({ frequency: 'weekly', interval: 2, weekdays: ['FR', 'MO'] });
    expect(locals(r, at('2026-01-07', '10:00'), 5)).toEqual([
      '2026-01-07 10:00', // the start itself is the first occurrence (RFC 5545)
      '2026-01-09 10:00',
      '2026-01-19 10:00',
      '2026-01-23 10:00',
      '2026-02-02 10:00',
    ]);
    expect(toRRule(r)).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;WKST=MO');
  });

  it('repeats on the nth weekday of the month ("the second Tuesday")', () => {
    const r = rule({ frequency: 'monthly', ordinal: 2, ordinalWeekday: 'TU', count: 4 });
    expect(locals(r, at('2026-01-13', '08:00'))).toEqual([
      '2026-01-13 08:00',
      '2026-02-10 08:00',
      '2026-03-10 08:00',
      '2026-04-14 08:00',
    ]);
    expect(toRRule(r)).toBe('FREQ=MONTHLY;BYDAY=2TU;COUNT=4');
    expect(
      locals(rule({ frequency: 'monthly', ordinal: -1, ordinalWeekday: 'FR' }), at('2026-01-30', '08:00'), 3),
    ).toEqual(['2026-01-30 08:00', '2026-02-27 08:00', '2026-03-27 08:00']);
  });

  it('skips months without a fifth weekday', () => {
    // Fifth Thursday: 2026-01-29, 2026-04-30, 2026-07-30, 2026-10-29 (Feb, Mar, May, Jun, … have none).
    const r = rule({ frequency: 'monthly', ordinal: 5, ordinalWeekday: 'TH' });
    expect(locals(r, at('2026-01-29', '12:00'), 4)).toEqual([
      '2026-01-29 12:00',
      '2026-04-30 12:00',
      '2026-07-30 12:00',
      '2026-10-29 12:00',
    ]);
  });

  it('skips months without the day (the 31st), as RFC 5545', () => {
    expect(locals(rule({ frequency: 'monthly' }), at('2026-01-31', '08:00'), 5)).toEqual([
      '2026-01-31 08:00',
      '2026-03-31 08:00',
      '2026-05-31 08:00',
      '2026-07-31 08:00',
      '2026-08-31 08:00',
    ]);
    expect(locals(rule({ frequency: 'monthly', dayOfMonth: 30 }), at('2026-01-30', '08:00'), 3)).toEqual([
      '2026-01-30 08:00',
      '2026-03-30 08:00',
      '2026-04-30 08:00',
    ]);
  });

  it('repeats 29 February only in leap years', () => {
    expect(locals(rule({ frequency: 'yearly' }), at('2028-02-29', '08:00'), 3)).toEqual([
      '2028-02-29 08:00',
      '2032-02-29 08:00',
      '2036-02-29 08:00',
    ]);
    expect(locals(rule({ frequency: 'monthly', dayOfMonth: 29 }), at('2027-01-29', '08:00'), 3)).toEqual([
      '2027-01-29 08:00',
      '2027-03-29 08:00',
      '2027-04-29 08:00',
    ]);
    expect(locals(rule({ frequency: 'monthly', dayOfMonth: 29 }), at('2028-01-29', '08:00'), 3)).toEqual([
      '2028-01-29 08:00',
      '2028-02-29 08:00',
      '2028-03-29 08:00',
    ]);
  });

  it('stops after N occurrences, on a date, or never', () => {
    expect(previewOccurrences(rule({ frequency: 'daily', count: 3 }), at('2026-05-01', '08:00'), 10)).toHaveLength(3);
    expect(locals(rule({ frequency: 'weekly', until: '2026-05-15' }), at('2026-05-01', '08:00'))).toEqual([
      '2026-05-01 08:00',
      '2026-05-08 08:00',
      '2026-05-15 08:00',
    ]);
    expect(previewOccurrences(rule({ frequency: 'daily' }), at('2026-05-01', '08:00'), 100)).toHaveLength(100);
    // A rule that never matches again ends instead of looping.
    expect(locals(rule({ frequency: 'yearly', dayOfMonth: 31 }), at('2026-02-10', '08:00'))).toEqual([
      '2026-02-10 08:00',
    ]);
  });

  it('gives occurrences in a range with their index (the calendar projection)', () => {
    const r = rule({ frequency: 'weekly' });
    const found = occurrences(r, at('2026-01-05', '08:00'), {
      from: at('2026-02-01', '00:00'),
      to: at('2026-02-16', '00:00'),
      afterIndex: 4,
    });
    expect(found.map((o) => [o.index, local(o.start)])).toEqual([[5, '2026-02-09 08:00']]);
    expect(
      occurrences(r, at('2026-01-05', '08:00'), { from: at('2026-02-01', '00:00'), to: at('2026-02-16', '00:00') }).map(
        (o) => o.index,
      ),
    ).toEqual([4, 5]);
  });

  it('validates rules with message keys', () => {
    const issue = (r: unknown) => {
      const result = recurrenceRuleSchema.safeParse(r);
      return result.success
        ? null
        : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
    };
    expect(issue({ frequency: 'weekly', interval: 0 })).toEqual({
      path: 'interval',
      message: 'recurrence.intervalInvalid',
    });
    expect(issue({ frequency: 'weekly', count: 2, until: '2026-05-01' })).toEqual({
      path: 'until',
      message: 'recurrence.endConflict',
    });
    expect(issue({ frequency: 'daily', weekdays: ['MO'] })).toEqual({
      path: 'weekdays',
      message: 'recurrence.weekdaysOnlyWeekly',
    });
    expect(issue({ frequency: 'monthly', ordinal: 2 })).toEqual({
      path: 'ordinalWeekday',
      message: 'recurrence.ordinalIncomplete',
    });
    expect(issue({ frequency: 'monthly', ordinal: 6, ordinalWeekday: 'MO' })).toEqual({
      path: 'ordinal',
      message: 'recurrence.ordinalInvalid',
    });
    expect(issue({ frequency: 'weekly', until: '2026-02-30' })).toEqual({
      path: 'until',
      message: 'recurrence.untilInvalid',
    });
    expect(issue({ frequency: 'monthly', dayOfMonth: 3, ordinal: 1, ordinalWeekday: 'MO' })).toEqual({
      path: 'dayOfMonth',
      message: 'recurrence.dayOrOrdinal',
    });
    expect(
      recurrenceStartProblem(rule({ frequency: 'daily', until: '2026-01-01' }), at('2026-01-02', '08:00')),
    ).toEqual({ field: 'until', reason: 'recurrence.untilBeforeStart' });
  });
});

describe('ISO week numbers', () => {
  it('numbers weeks from Monday, with week 1 holding the first Thursday', () => {
    expect(isoWeek('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2026-12-31')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeek('2026-03-29')).toEqual({ year: 2026, week: 13 });
  });
});
