import { describe, expect, it } from 'vitest';
import { defaultBookingHours, type WeeklyHours } from './booking-hours.ts';
import { localToInstant, toDays } from './local-dates.ts';
import {
  dayLoad,
  distanceKm,
  employeeConflicts,
  fixedAddressConflict,
  travelMinutes,
  visitPlace,
  type LatLng,
  type PlanningAbsence,
  type PlanningVisitPlace,
} from './planning.ts';
import { zonedDateRange } from './time.ts';

const copenhagen: LatLng = { latitude: 55.6761, longitude: 12.5683 };
const aarhus: LatLng = { latitude: 56.1629, longitude: 10.2039 };
/** About 1 km north of Copenhagen's point. */
const nearCopenhagen: LatLng = { latitude: 55.6851, longitude: 12.5683 };

// Monday 2026-06-01.
const monday = toDays(2026, 6, 1);
/** The instant of local hh:mm on a local day. */
const at = (day: number, hh: number, mm = 0) => localToInstant(day, hh * 60 + mm);
const allWeek = (start: number, end: number): WeeklyHours =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: start * 60, end: end * 60 }));

let counter = 0;
function visit(start: Date, end: Date, over: Partial<PlanningVisitPlace> = {}): PlanningVisitPlace {
  counter += 1;
  return {
    id: `v${counter}`,
    start,
    end,
    employeeIds: ['e1'],
    latitude: null,
    longitude: null,
    fixedAddress: null,
    ...over,
  };
}
const place = (p: LatLng) => ({ latitude: p.latitude, longitude: p.longitude });

function conflicts(
  visits: PlanningVisitPlace[],
  over: { workingHours?: WeeklyHours; absences?: PlanningAbsence[]; travelSpeedKmh?: number } = {},
) {
  return employeeConflicts({
    employeeId: 'e1',
    workingHours: over.workingHours ?? allWeek(0, 24),
    visits,
    absences: over.absences ?? [],
    travelSpeedKmh: over.travelSpeedKmh ?? 40,
  });
}
const kinds = (list: { kind: string; visitId: string }[]) => list.map((c) => `${c.kind}:${c.visitId}`);

describe('travelMinutes', () => {
  it('is the straight line × 1.3 at the speed, rounded up', () => {
    // Copenhagen to Aarhus is some 157 km in a straight line: 204 km by "road", 306.1 minutes at 40 km/h.
    expect(distanceKm(copenhagen, aarhus)).toBeGreaterThan(150);
    expect(distanceKm(copenhagen, aarhus)).toBeLessThan(165);
    expect(travelMinutes(copenhagen, aarhus, 40)).toBe(307);
    expect(travelMinutes(copenhagen, aarhus, 80)).toBe(154);
    expect(travelMinutes(aarhus, copenhagen, 40)).toBe(307);
  });

  it('is 0 to the same place and a minute for a short hop', () => {
    expect(travelMinutes(copenhagen, copenhagen, 40)).toBe(0);
    // 1 km × 1.3 at 40 km/h: 1.95 minutes → 2.
    expect(travelMinutes(copenhagen, nearCopenhagen, 40)).toBe(2);
  });

  it('cannot go anywhere without speed', () => {
    expect(travelMinutes(copenhagen, aarhus, 0)).toBe(Infinity);
  });
});

describe('visitPlace', () => {
  const start = at(monday, 8);
  const end = at(monday, 9);
  it('is the fixed address first, then the visit’s own coordinates, else null', () => {
    expect(visitPlace(visit(start, end, { ...place(copenhagen), fixedAddress: aarhus }))).toEqual(aarhus);
    expect(visitPlace(visit(start, end, place(copenhagen)))).toEqual(copenhagen);
    expect(visitPlace(visit(start, end))).toBeNull();
    expect(visitPlace(visit(start, end, { latitude: 55 }))).toBeNull();
  });
});

describe('double bookings', () => {
  it('lists each overlapping pair once on each of its visits, pointing at the other', () => {
    const a = visit(at(monday, 8), at(monday, 10));
    const b = visit(at(monday, 9), at(monday, 11));
    const c = visit(at(monday, 9, 30), at(monday, 9, 45));
    const found = conflicts([c, b, a]).filter((x) => x.kind === 'double_booking');
    expect(found.map((x) => [x.visitId, x.otherVisitId])).toEqual([
      [a.id, b.id],
      [a.id, c.id],
      [b.id, a.id],
      [b.id, c.id],
      [c.id, a.id],
      [c.id, b.id],
    ]);
    expect(found.every((x) => x.employeeId === 'e1')).toBe(true);
  });

  it('does not count visits that touch (one ends as the next starts)', () => {
    const a = visit(at(monday, 8), at(monday, 10));
    const b = visit(at(monday, 10), at(monday, 11));
    expect(conflicts([a, b])).toEqual([]);
  });

  it('ignores visits of other employees', () => {
    const a = visit(at(monday, 8), at(monday, 10));
    const b = visit(at(monday, 9), at(monday, 11), { employeeIds: ['e2'] });
    expect(conflicts([a, b])).toEqual([]);
  });
});

describe('working hours', () => {
  const hours = defaultBookingHours; // Monday–Friday 08–16
  it('accepts a visit wholly inside a window, edges included', () => {
    expect(conflicts([visit(at(monday, 8), at(monday, 16))], { workingHours: hours })).toEqual([]);
  });

  it('flags a visit partly or wholly outside', () => {
    const early = visit(at(monday, 7, 30), at(monday, 8, 30));
    const late = visit(at(monday, 15), at(monday, 17));
    const evening = visit(at(monday, 18), at(monday, 19));
    expect(kinds(conflicts([early, late, evening], { workingHours: hours }))).toEqual([
      `outside_hours:${early.id}`,
      `outside_hours:${late.id}`,
      `outside_hours:${evening.id}`,
    ]);
  });

  it('flags every visit on a day without a window', () => {
    const saturday = visit(at(monday + 5, 10), at(monday + 5, 11));
    expect(kinds(conflicts([saturday], { workingHours: hours }))).toEqual([`outside_hours:${saturday.id}`]);
  });

  it('needs one window: a visit across a lunch break is outside, across touching windows inside', () => {
    const split: WeeklyHours = [
      { weekday: 0, start: 8 * 60, end: 12 * 60 },
      { weekday: 0, start: 12 * 60 + 30, end: 16 * 60 },
    ];
    const touching: WeeklyHours = [
      { weekday: 0, start: 8 * 60, end: 12 * 60 },
      { weekday: 0, start: 12 * 60, end: 16 * 60 },
    ];
    const across = visit(at(monday, 11), at(monday, 13));
    expect(kinds(conflicts([across], { workingHours: split }))).toEqual([`outside_hours:${across.id}`]);
    expect(conflicts([across], { workingHours: touching })).toEqual([]);
    expect(conflicts([visit(at(monday, 13), at(monday, 14))], { workingHours: split })).toEqual([]);
  });

  it('flags a visit over midnight even with round-the-clock hours', () => {
    const night = visit(at(monday, 22), at(monday + 1, 2));
    expect(kinds(conflicts([night], { workingHours: allWeek(0, 24) }))).toEqual([`outside_hours:${night.id}`]);
    // Up to midnight is inside a window that ends at 24:00.
    expect(conflicts([visit(at(monday, 22), at(monday + 1, 0))], { workingHours: allWeek(0, 24) })).toEqual([]);
  });

  it('reads wall-clock hours on the day summer time starts (Sunday 2026-03-29, UTC+2 from 02:00)', () => {
    const hoursAllWeek = allWeek(8, 16);
    // 08:00 local is 06:00Z that day; a UTC+1 reading would put 06:00Z at 07:00 and call it outside.
    const inside = visit(new Date('2026-03-29T06:00:00Z'), new Date('2026-03-29T07:00:00Z'));
    const early = visit(new Date('2026-03-29T05:30:00Z'), new Date('2026-03-29T06:00:00Z')); // 07:30–08:00 local
    const end = visit(new Date('2026-03-29T13:00:00Z'), new Date('2026-03-29T14:00:00Z')); // 15–16 local
    expect(kinds(conflicts([inside, early, end], { workingHours: hoursAllWeek }))).toEqual([
      `outside_hours:${early.id}`,
    ]);
  });

  it('reads wall-clock hours on the day summer time ends (Sunday 2026-10-25, UTC+1 from 03:00)', () => {
    const hoursAllWeek = allWeek(8, 16);
    // 08:00 local is 07:00Z that day; a UTC+2 reading would put 06:30Z at 08:30 and call it inside.
    const inside = visit(new Date('2026-10-25T07:00:00Z'), new Date('2026-10-25T08:00:00Z'));
    const early = visit(new Date('2026-10-25T06:30:00Z'), new Date('2026-10-25T06:45:00Z'));
    const late = visit(new Date('2026-10-25T14:30:00Z'), new Date('2026-10-25T15:30:00Z')); // 15:30–16:30 local
    expect(kinds(conflicts([inside, early, late], { workingHours: hoursAllWeek }))).toEqual([
      `outside_hours:${early.id}`,
      `outside_hours:${late.id}`,
    ]);
  });
});

describe('absences', () => {
  it('flags visits during a whole-day absence, not the day after', () => {
    const day = zonedDateRange('2026-06-02'); // Tuesday
    const absences: PlanningAbsence[] = [{ employeeId: 'e1', type: 'vacation', ...day }];
    const during = visit(at(monday + 1, 9), at(monday + 1, 10));
    const after = visit(at(monday + 2, 9), at(monday + 2, 10));
    const found = conflicts([during, after], { absences });
    expect(kinds(found)).toEqual([`absent:${during.id}`]);
    expect(found[0]!.absenceType).toBe('vacation');
  });

  it('flags only visits overlapping a timed absence', () => {
    const absences: PlanningAbsence[] = [
      { employeeId: 'e1', type: 'sick', start: at(monday, 12), end: at(monday, 14) },
      { employeeId: 'e2', type: 'sick', start: at(monday, 8), end: at(monday, 12) },
    ];
    const morning = visit(at(monday, 10), at(monday, 12)); // ends as the absence starts
    const overlapping = visit(at(monday, 13, 30), at(monday, 15));
    const found = conflicts([morning, overlapping], { absences });
    expect(kinds(found)).toEqual([`absent:${overlapping.id}`]);
    expect(found[0]!.absenceType).toBe('sick');
  });
});

describe('travel', () => {
  it('accepts a gap long enough for the trip', () => {
    const first = visit(at(monday, 8), at(monday, 9), place(copenhagen));
    const second = visit(at(monday, 9, 2), at(monday, 10), place(nearCopenhagen)); // 2 minutes needed
    expect(conflicts([first, second])).toEqual([]);
  });

  it('flags a gap too short, with the estimate and the gap', () => {
    const first = visit(at(monday, 8), at(monday, 9), place(copenhagen));
    const second = visit(at(monday, 10), at(monday, 11), place(aarhus)); // 307 minutes at 40 km/h
    const third = visit(at(monday, 16), at(monday, 17), place(aarhus)); // the same place: 0 minutes
    expect(conflicts([second, third, first])).toEqual([
      {
        kind: 'travel',
        visitId: second.id,
        employeeId: 'e1',
        otherVisitId: first.id,
        travelMinutes: 307,
        gapMinutes: 60,
      },
    ]);
    // At 80 km/h the 154 minutes fit in a four-hour gap.
    const later = visit(at(monday, 13), at(monday, 14), place(aarhus));
    expect(conflicts([first, later], { travelSpeedKmh: 80 })).toEqual([]);
  });

  it('travels from the material’s fixed address', () => {
    const first = visit(at(monday, 8), at(monday, 9), { ...place(copenhagen), fixedAddress: aarhus });
    const second = visit(at(monday, 9, 30), at(monday, 10), place(aarhus));
    expect(conflicts([first, second])).toEqual([]);
  });

  it('has no travel conflict for a visit without coordinates', () => {
    const first = visit(at(monday, 8), at(monday, 9), place(copenhagen));
    const nowhere = visit(at(monday, 9), at(monday, 10));
    const third = visit(at(monday, 10), at(monday, 11), place(aarhus));
    // Each visit's previous one is the one before it by start: nowhere → Aarhus has no place to travel from.
    expect(conflicts([first, nowhere, third])).toEqual([]);
  });

  it('does not travel across days', () => {
    const first = visit(at(monday, 8), at(monday, 9), place(copenhagen));
    const nextDay = visit(at(monday + 1, 8), at(monday + 1, 9), place(aarhus));
    expect(conflicts([first, nextDay])).toEqual([]);
  });
});

describe('fixedAddressConflict', () => {
  const start = at(monday, 8);
  const end = at(monday, 9);
  it('flags a visit far from its material’s fixed address', () => {
    const far = visit(start, end, { ...place(copenhagen), fixedAddress: nearCopenhagen });
    expect(fixedAddressConflict(far)).toEqual({ kind: 'fixed_address', visitId: far.id, employeeId: null });
  });

  it('accepts a visit within 200 m, or without a fixed address or coordinates', () => {
    const near: LatLng = { latitude: copenhagen.latitude + 0.001, longitude: copenhagen.longitude }; // ~111 m
    expect(fixedAddressConflict(visit(start, end, { ...place(copenhagen), fixedAddress: near }))).toBeNull();
    expect(fixedAddressConflict(visit(start, end, place(copenhagen)))).toBeNull();
    expect(fixedAddressConflict(visit(start, end, { fixedAddress: aarhus }))).toBeNull();
  });
});

describe('dayLoad', () => {
  it('is half a day for four hours of an eight-hour day', () => {
    const load = dayLoad({
      day: '2026-06-01',
      workingHours: defaultBookingHours,
      visits: [
        { start: at(monday, 8), end: at(monday, 10) },
        { start: at(monday, 13), end: at(monday, 15) },
        { start: at(monday + 1, 8), end: at(monday + 1, 10) }, // another day
      ],
    });
    expect(load).toEqual({ plannedMinutes: 240, workingMinutes: 480, ratio: 0.5 });
  });

  it('counts only the day’s part of a visit over midnight', () => {
    const load = dayLoad({
      day: '2026-06-01',
      workingHours: defaultBookingHours,
      visits: [{ start: at(monday - 1, 23), end: at(monday, 1) }],
    });
    expect(load.plannedMinutes).toBe(60);
  });

  it('is Infinity when there is work on a day off, 0 when there is none', () => {
    const saturday = { start: at(monday + 5, 9), end: at(monday + 5, 10) };
    expect(dayLoad({ day: '2026-06-06', workingHours: defaultBookingHours, visits: [saturday] })).toEqual({
      plannedMinutes: 60,
      workingMinutes: 0,
      ratio: Infinity,
    });
    expect(dayLoad({ day: '2026-06-06', workingHours: defaultBookingHours, visits: [] })).toEqual({
      plannedMinutes: 0,
      workingMinutes: 0,
      ratio: 0,
    });
  });

  it('has 23 and 25 working hours on the days the clocks change', () => {
    expect(dayLoad({ day: '2026-03-29', workingHours: allWeek(0, 24), visits: [] }).workingMinutes).toBe(23 * 60);
    expect(dayLoad({ day: '2026-10-25', workingHours: allWeek(0, 24), visits: [] }).workingMinutes).toBe(25 * 60);
    expect(dayLoad({ day: '2026-10-25', workingHours: allWeek(8, 16), visits: [] }).workingMinutes).toBe(8 * 60);
  });
});
