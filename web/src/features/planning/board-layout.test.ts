import { describe, expect, it } from 'vitest';
import { localParts, parseDate } from '@servio/domain/local-dates';
import { defaultBookingHours } from '@servio/domain/booking-hours';
import type { PlanningVisit } from './planning-api.ts';
import {
  boardDays,
  cellId,
  dropPlacement,
  groupPlacements,
  movedEmployees,
  nextCell,
  parseCellId,
  quietDays,
  resizedPlacement,
  stepDate,
  visitsByCell,
} from './board-layout.ts';

const visit = (over: Partial<PlanningVisit>): PlanningVisit => ({
  id: 'v1',
  version: 1,
  caseNumber: 1001,
  customerName: 'Hansen ApS',
  description: null,
  status: 'scheduled',
  start: '2026-11-24T08:00:00.000Z', // 09:00 in Copenhagen
  end: '2026-11-24T10:00:00.000Z',
  employeeIds: ['anna'],
  address: null,
  latitude: null,
  longitude: null,
  fixedAddress: null,
  bookingKind: null,
  ...over,
});

const local = (iso: string | null) => {
  const { days, minutes } = localParts(new Date(iso!));
  return { date: new Date(days * 86_400_000).toISOString().slice(0, 10), minutes };
};

describe('the board days', () => {
  it('shows a week from its Monday, two weeks, or the day', () => {
    const week = boardDays('week', '2026-11-26');
    expect(week).toHaveLength(7);
    expect(week[0]).toBe(parseDate('2026-11-23'));
    expect(boardDays('twoWeeks', '2026-11-29')).toHaveLength(14);
    expect(boardDays('day', '2026-11-26')).toEqual([parseDate('2026-11-26')]);
    expect(stepDate('week', '2026-11-26', 1)).toBe('2026-12-03');
    expect(stepDate('day', '2026-11-30', -1)).toBe('2026-11-29');
  });

  it('names cells and reads them back', () => {
    const target = { employeeId: 'e-1', day: 20_000, hour: 9 };
    expect(parseCellId(cellId(target))).toEqual(target);
    expect(parseCellId(cellId({ employeeId: 'e-1', day: 20_000 }))).toEqual({ employeeId: 'e-1', day: 20_000 });
    expect(parseCellId('visit:x')).toBeNull();
  });
});

describe('a drop', () => {
  it('moves a visit to another day and person, keeping its time of day and length', () => {
    const p = dropPlacement(visit({}), 'anna', { employeeId: 'bo', day: parseDate('2026-11-26') }, defaultBookingHours);
    expect(local(p.start)).toEqual({ date: '2026-11-26', minutes: 9 * 60 });
    expect(Date.parse(p.end!) - Date.parse(p.start!)).toBe(2 * 3_600_000);
    expect(p.employeeIds).toEqual(['bo']);
  });

  it('keeps the wall-clock time across the change to winter time', () => {
    const before = visit({ start: '2026-10-23T07:00:00.000Z', end: '2026-10-23T08:00:00.000Z' }); // Fri 09:00 CEST
    const p = dropPlacement(before, 'anna', { employeeId: 'anna', day: parseDate('2026-10-26') }, defaultBookingHours);
    expect(local(p.start)).toEqual({ date: '2026-10-26', minutes: 9 * 60 });
  });

  it('starts on the hour dropped on in the day view, keeping the minutes past the hour', () => {
    const v = visit({ start: '2026-11-24T08:30:00.000Z', end: '2026-11-24T09:30:00.000Z' }); // 09:30
    const p = dropPlacement(v, 'anna', { employeeId: 'anna', day: parseDate('2026-11-24'), hour: 13 }, []);
    expect(local(p.start)).toEqual({ date: '2026-11-24', minutes: 13 * 60 + 30 });
  });

  it('plans a visit from the side list at the start of the working day, an hour long', () => {
    const v = visit({ start: null, end: null, employeeIds: [], status: 'not_scheduled' });
    const p = dropPlacement(v, null, { employeeId: 'bo', day: parseDate('2026-11-24') }, defaultBookingHours);
    expect(local(p.start)).toEqual({ date: '2026-11-24', minutes: 8 * 60 });
    expect(Date.parse(p.end!) - Date.parse(p.start!)).toBe(3_600_000);
    expect(p.employeeIds).toEqual(['bo']);
  });

  it('replaces only the person dragged from', () => {
    expect(movedEmployees(['anna', 'carl'], 'anna', 'bo')).toEqual(['bo', 'carl']);
    expect(movedEmployees(['anna', 'carl'], 'anna', 'carl')).toEqual(['carl']);
    expect(movedEmployees(['carl'], null, 'bo')).toEqual(['bo', 'carl']);
  });

  it('moves a selection by the same days, each keeping its time', () => {
    const lead = visit({});
    const other = visit({
      id: 'v2',
      start: '2026-11-25T12:00:00.000Z',
      end: '2026-11-25T13:00:00.000Z',
      employeeIds: ['carl'],
    });
    const leadPlacement = dropPlacement(lead, 'anna', { employeeId: 'bo', day: parseDate('2026-11-26') }, []);
    const [first, second] = groupPlacements([lead, other], { visit: lead, fromEmployeeId: 'anna' }, leadPlacement);
    expect(first).toBe(leadPlacement);
    expect(local(second!.start)).toEqual({ date: '2026-11-27', minutes: 13 * 60 });
    expect(second!.employeeIds).toEqual(['carl']);
  });

  it('resizes in quarter hours, never below a quarter', () => {
    expect(Date.parse(resizedPlacement(visit({}), 20)!.end!)).toBe(Date.parse('2026-11-24T10:15:00.000Z'));
    expect(Date.parse(resizedPlacement(visit({}), -600)!.end!)).toBe(Date.parse('2026-11-24T08:15:00.000Z'));
    expect(resizedPlacement(visit({}), 5)).toBeNull();
  });
});

describe('the cells', () => {
  it('lists each person’s visits on the day they start, by time', () => {
    const later = visit({ id: 'late', start: '2026-11-24T12:00:00.000Z', end: '2026-11-24T13:00:00.000Z' });
    const cells = visitsByCell([later, visit({ employeeIds: ['anna', 'bo'] })], [parseDate('2026-11-24')]);
    expect(cells.get(`anna:${parseDate('2026-11-24')}`)?.map((v) => v.id)).toEqual(['v1', 'late']);
    expect(cells.get(`bo:${parseDate('2026-11-24')}`)?.map((v) => v.id)).toEqual(['v1']);
  });
});

describe('quiet days', () => {
  // Monday 2031-03-03 to Sunday 2031-03-09.
  const week = Array.from({ length: 7 }, (_, i) => parseDate('2031-03-03') + i);
  const weekdaysOnly = [{ workingHours: defaultBookingHours }];

  it('are the days nobody works, when nothing is planned on them', () => {
    expect([...quietDays(week, weekdaysOnly, new Map())]).toEqual([week[5], week[6]]);
  });

  it('are none when someone works that weekday or a visit is planned on it', () => {
    const saturdayToo = [...weekdaysOnly, { workingHours: [{ weekday: 5, start: 480, end: 720 }] }];
    expect([...quietDays(week, saturdayToo, new Map())]).toEqual([week[6]]);
    const sundayVisit = new Map([[`anna:${week[6]}`, []]]);
    expect([...quietDays(week, weekdaysOnly, sundayVisit)]).toEqual([week[5]]);
  });
});

describe('the keyboard', () => {
  const columns = [{ day: 1 }, { day: 2 }, { day: 3 }];
  const order = ['anna', 'bo'];
  it('moves a day left or right and a person up or down, never off the board (left of it: the side list)', () => {
    expect(nextCell('cell:anna:1', 'ArrowRight', order, columns)).toBe('cell:anna:2');
    expect(nextCell('cell:anna:2', 'ArrowDown', order, columns)).toBe('cell:bo:2');
    expect(nextCell('cell:bo:2', 'ArrowUp', order, columns)).toBe('cell:anna:2');
    expect(nextCell('cell:anna:1', 'ArrowLeft', order, columns)).toBe('unscheduled');
    expect(nextCell('cell:bo:3', 'ArrowDown', order, columns)).toBeNull();
    expect(nextCell('cell:anna:1', 'Enter', order, columns)).toBeNull();
  });

  it('enters the board at its first cell from the side list', () => {
    expect(nextCell(null, 'ArrowRight', order, columns)).toBe('cell:anna:1');
  });

  it('moves an hour in the day view', () => {
    const hours = [
      { day: 5, hour: 8 },
      { day: 5, hour: 9 },
    ];
    expect(nextCell('cell:anna:5:8', 'ArrowRight', order, hours)).toBe('cell:anna:5:9');
  });
});
