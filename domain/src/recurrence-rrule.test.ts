import fc from 'fast-check';
import rrule from 'rrule';
import { describe, expect, it } from 'vitest';
import { occurrences, recurrenceRuleSchema, toRRule, weekdays, type RecurrenceRule } from './recurrence.ts';
import { dateString, localParts, localToInstant, parseDate } from './local-dates.ts';

const { rrulestr } = rrule;

/** Local dates of our occurrences after the start (the start itself is always ours; rrule.js adds it only if it matches). */
function ourDates(rule: RecurrenceRule, start: Date, n: number): string[] {
  return occurrences(rule, start, { afterIndex: 0, limit: n }).map((o) => dateString(localParts(o.start).days));
}

/** What an RFC 5545 reader makes of `toRRule`: rrule.js on floating local time, dates after the start's. */
function readerDates(rule: RecurrenceRule, start: Date, n: number): string[] {
  const day = dateString(localParts(start).days).replaceAll('-', '');
  const set = rrulestr(`DTSTART:${day}T080000\nRRULE:${toRRule(rule, start)}`);
  const dates: string[] = [];
  set.all((date) => {
    const iso = date.toISOString().slice(0, 10);
    if (iso.replaceAll('-', '') > day) dates.push(iso);
    return dates.length < n;
  });
  return dates;
}

const ruleArbitrary = fc
  .record({
    frequency: fc.constantFrom('daily', 'weekly', 'monthly', 'yearly'),
    interval: fc.integer({ min: 1, max: 4 }),
    weekdays: fc.subarray([...weekdays], { minLength: 1 }),
    byDay: fc.constantFrom('start', 'dayOfMonth', 'ordinal'),
    dayOfMonth: fc.integer({ min: 1, max: 31 }),
    ordinal: fc.constantFrom(1, 2, 3, 4, -1),
    ordinalWeekday: fc.constantFrom(...weekdays),
  })
  .map((r) =>
    recurrenceRuleSchema.parse({
      frequency: r.frequency,
      interval: r.interval,
      weekdays: r.frequency === 'weekly' ? r.weekdays : null,
      dayOfMonth:
        (r.frequency === 'monthly' || r.frequency === 'yearly') && r.byDay === 'dayOfMonth' ? r.dayOfMonth : null,
      ordinal: (r.frequency === 'monthly' || r.frequency === 'yearly') && r.byDay === 'ordinal' ? r.ordinal : null,
      ordinalWeekday:
        (r.frequency === 'monthly' || r.frequency === 'yearly') && r.byDay === 'ordinal' ? r.ordinalWeekday : null,
    }),
  );

const startArbitrary = fc
  .integer({ min: parseDate('2020-01-01'), max: parseDate('2032-12-31') })
  .map((days) => localToInstant(days, 8 * 60));

describe('toRRule agrees with an RFC 5545 reader (rrule.js)', () => {
  it('on 3,000 random rules: the same next 12 dates', () => {
    fc.assert(
      fc.property(ruleArbitrary, startArbitrary, (rule, start) => {
        expect(readerDates(rule, start, 12)).toEqual(ourDates(rule, start, 12));
      }),
      { numRuns: 3000 },
    );
  });

  it('names the month of a yearly rule', () => {
    const start = localToInstant(parseDate('2026-12-14'), 8 * 60);
    const nth = recurrenceRuleSchema.parse({ frequency: 'yearly', ordinal: 2, ordinalWeekday: 'WE' });
    expect(toRRule(nth, start)).toBe('FREQ=YEARLY;BYMONTH=12;BYDAY=2WE');
    expect(readerDates(nth, start, 2)).toEqual(['2027-12-08', '2028-12-13']);
    const day = recurrenceRuleSchema.parse({ frequency: 'yearly', dayOfMonth: 14 });
    expect(toRRule(day, start)).toBe('FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=14');
  });

  it('ends on the last second of the local until day, in UTC', () => {
    const start = localToInstant(parseDate('2026-06-01'), 8 * 60);
    const r = recurrenceRuleSchema.parse({ frequency: 'daily', until: '2026-06-30' });
    // Copenhagen is UTC+2 in summer: the local day ends at 21:59:59Z.
    expect(toRRule(r, start)).toBe('FREQ=DAILY;UNTIL=20260630T215959Z');
  });
});
