import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from './booking-hours.ts';
import { freeSlots, mergeBusy, type SlotEmployee, type SlotQuery } from './booking-slots.ts';
import { localToInstant, toDays, weekdayOf } from './local-dates.ts';

const minute = 60_000;
const hour = 60 * minute;
/** The instant of local hh:mm on a local day. */
const at = (day: number, hh: number, mm = 0) => localToInstant(day, hh * 60 + mm).getTime();
const allWeek = (start: number, end: number): WeeklyHours =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: start * 60, end: end * 60 }));

// Monday 2026-06-01.
const monday = toDays(2026, 6, 1);
const base = (over: Partial<SlotQuery> = {}): SlotQuery => ({
  fromDay: monday,
  toDay: monday,
  now: 0,
  leadMinutes: 0,
  durationMinutes: 60,
  travelMinutes: 0,
  stepMinutes: 60,
  ...over,
});
const person = (id: string, busy: { start: number; end: number }[] = [], hours = allWeek(8, 12)): SlotEmployee => ({
  id,
  hours,
  busy,
});
const starts = (query: SlotQuery, employees: SlotEmployee[]) =>
  freeSlots(query, employees).map((s) => (s.start - at(query.fromDay, 0)) / minute);

describe('free booking slots', () => {
  it('offers the step grid inside the window', () => {
    expect(weekdayOf(monday)).toBe(0);
    const slots = freeSlots(base(), [person('a')]);
    expect(slots.map((s) => s.start)).toEqual([8, 9, 10, 11].map((h) => at(monday, h)));
    expect(slots[0]).toEqual({ start: at(monday, 8), end: at(monday, 9), employeeIds: ['a'] });
    expect(starts(base({ stepMinutes: 30, durationMinutes: 90 }), [person('a')])).toEqual([
      8 * 60,
      8.5 * 60,
      9 * 60,
      9.5 * 60,
      10 * 60,
      10.5 * 60,
    ]);
  });

  it('lays the grid from each window start', () => {
    const hours: WeeklyHours = [{ weekday: 0, start: 8 * 60 + 15, end: 10 * 60 + 15 }];
    expect(starts(base(), [person('a', [], hours)])).toEqual([8 * 60 + 15, 9 * 60 + 15]);
  });

  it('is empty when nothing fits', () => {
    expect(freeSlots(base({ durationMinutes: 5 * 60 }), [person('a')])).toEqual([]);
    expect(freeSlots(base(), [])).toEqual([]);
    expect(freeSlots(base(), [person('a', [], [])])).toEqual([]);
    // Saturday is not worked with weekday hours.
    expect(
      freeSlots(base({ fromDay: monday + 5, toDay: monday + 5 }), [
        person('a', [], [{ weekday: 0, start: 480, end: 960 }]),
      ]),
    ).toEqual([]);
  });

  it('keeps the lead time from now', () => {
    const now = at(monday, 9, 10);
    expect(starts(base({ now }), [person('a')])).toEqual([10 * 60, 11 * 60]);
    expect(starts(base({ now: at(monday, 8), leadMinutes: 120 }), [person('a')])).toEqual([10 * 60, 11 * 60]);
    // Exactly now + lead is allowed.
    expect(starts(base({ now: at(monday, 7), leadMinutes: 60 }), [person('a')])).toEqual([480, 540, 600, 660]);
  });

  it('keeps the travel buffer on both sides, exactly the buffer apart allowed', () => {
    const busy = [{ start: at(monday, 10), end: at(monday, 10, 30) }];
    const query = base({ stepMinutes: 30, travelMinutes: 30, durationMinutes: 60 });
    // 08:00–09:00 ends 60 min before; 08:30–09:30 ends exactly 30 min before 10:00; 09:00 would end at 10:00 (too close).
    // After: the visit ends 10:30, + 30 = 11:00; 11:00–12:00 fits the window.
    expect(starts(query, [person('a', busy)])).toEqual([8 * 60, 8.5 * 60, 11 * 60]);
    // Busy ending exactly at the window's start minus the buffer leaves the first start free.
    const early = [{ start: at(monday, 6), end: at(monday, 7, 30) }];
    expect(starts(query, [person('a', early)])[0]).toBe(8 * 60);
    const tooEarly = [{ start: at(monday, 6), end: at(monday, 7, 31) }];
    expect(starts(query, [person('a', tooEarly)])[0]).toBe(8.5 * 60);
  });

  it('merges overlapping and unordered busy intervals', () => {
    const busy = [
      { start: at(monday, 9, 30), end: at(monday, 10, 30) },
      { start: at(monday, 8, 30), end: at(monday, 9, 45) },
      { start: at(monday, 9), end: at(monday, 9, 15) },
    ];
    expect(mergeBusy(busy)).toEqual([{ start: at(monday, 8, 30), end: at(monday, 10, 30) }]);
    expect(starts(base({ stepMinutes: 30 }), [person('a', busy)])).toEqual([10.5 * 60, 11 * 60]);
  });

  it('blocks the morning after a visit over midnight', () => {
    const overnight = [{ start: at(monday - 1, 22), end: at(monday, 9) }];
    expect(starts(base(), [person('a', overnight)])).toEqual([9 * 60, 10 * 60, 11 * 60]);
  });

  it('offers nothing on a vacation day (a whole-day busy)', () => {
    const vacation = [{ start: at(monday, 0), end: at(monday + 1, 0) }];
    const query = base({ toDay: monday + 1 });
    const slots = freeSlots(query, [person('a', vacation)]);
    expect(slots.map((s) => s.start)).toEqual([8, 9, 10, 11].map((h) => at(monday + 1, h)));
  });

  it('uses each employee’s own hours and orders by fewest busy minutes that day, then id', () => {
    const b = person('b', [{ start: at(monday, 13), end: at(monday, 15) }], allWeek(8, 16));
    const a = person('a', [{ start: at(monday, 13), end: at(monday, 14) }], allWeek(8, 16));
    const c = person('c', [], allWeek(10, 12));
    const slots = freeSlots(base(), [b, a, c]);
    expect(slots.find((s) => s.start === at(monday, 8))?.employeeIds).toEqual(['a', 'b']);
    expect(slots.find((s) => s.start === at(monday, 10))?.employeeIds).toEqual(['c', 'a', 'b']);
    expect(slots.find((s) => s.start === at(monday, 15))?.employeeIds).toEqual(['a', 'b']);
    expect(slots.some((s) => s.start === at(monday, 13))).toBe(false);
    // Equal busy minutes: by id.
    const d = person('d');
    const e = person('e');
    expect(freeSlots(base(), [e, d])[0]?.employeeIds).toEqual(['d', 'e']);
  });

  it('keeps local times on the spring DST day (23 hours)', () => {
    const spring = toDays(2026, 3, 29);
    expect(weekdayOf(spring)).toBe(6);
    const slots = freeSlots(base({ fromDay: spring, toDay: spring }), [person('a', [], allWeek(8, 10))]);
    expect(slots.map((s) => new Date(s.start).toISOString())).toEqual([
      '2026-03-29T06:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
    ]);
    // A window across the skipped hour is one hour shorter in instants: 01:00–04:00 local is 00:00Z–02:00Z.
    const night = freeSlots(base({ fromDay: spring, toDay: spring }), [person('a', [], allWeek(1, 4))]);
    expect(night.map((s) => new Date(s.start).toISOString())).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
    ]);
  });

  it('keeps local times on the autumn DST day (25 hours)', () => {
    const autumn = toDays(2026, 10, 25);
    const day = base({ fromDay: autumn, toDay: autumn });
    const slots = freeSlots(day, [person('a', [], allWeek(8, 10))]);
    expect(slots.map((s) => new Date(s.start).toISOString())).toEqual([
      '2026-10-25T07:00:00.000Z',
      '2026-10-25T08:00:00.000Z',
    ]);
    // 01:00–04:00 local spans the repeated hour: four hours in instants.
    const night = freeSlots(day, [person('a', [], allWeek(1, 4))]);
    expect(night.map((s) => new Date(s.start).toISOString())).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]);
    // The day before is an ordinary one: 08:00 local is 06:00Z in summer time.
    expect(
      new Date(freeSlots(base({ fromDay: autumn - 1, toDay: autumn - 1 }), [person('a')])[0]!.start).toISOString(),
    ).toBe('2026-10-24T06:00:00.000Z');
  });

  it('lists a time once per employee when their windows overlap', () => {
    const hours: WeeklyHours = [
      { weekday: 0, start: 8 * 60, end: 10 * 60 },
      { weekday: 0, start: 9 * 60, end: 11 * 60 },
    ];
    const slots = freeSlots(base(), [person('a', [], hours)]);
    expect(slots.map((s) => [(s.start - at(monday, 0)) / minute, s.employeeIds])).toEqual([
      [480, ['a']],
      [540, ['a']],
      [600, ['a']],
    ]);
  });

  it('answers many days sorted by start across employees', () => {
    const query = base({ toDay: monday + 13 });
    const slots = freeSlots(query, [person('a'), person('b', [], allWeek(9, 13))]);
    for (let i = 1; i < slots.length; i++) expect(slots[i]!.start).toBeGreaterThan(slots[i - 1]!.start);
    expect(slots).toHaveLength(14 * 5);
    expect(slots.at(-1)!.end - slots.at(-1)!.start).toBe(hour);
  });
});
