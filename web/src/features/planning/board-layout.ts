import { dateString, localParts, localToInstant, parseDate, weekdayOf } from '@servio/domain/local-dates';
import { zonedDate } from '@servio/domain/time';
import type { WeeklyHours } from '@servio/domain/booking-hours';
import type { Placement, PlanningVisit } from './planning-api.ts';
import type { PlanningView } from './planning-search.ts';

/*
 * The board's geometry and the placements a drop makes, as plain functions of the data (tested without a browser).
 * Days are the domain's day numbers (days since 1970-01-01, Copenhagen dates); minutes are after local midnight.
 */

/** The day view's hours, 06–20: a service company's working day with room either side. */
export const dayViewHours = { first: 6, last: 20 } as const;
export const dayViewColumns = dayViewHours.last - dayViewHours.first;

/** A visit given a time from the side list lasts its own length, else an hour. */
export const defaultVisitMinutes = 60;

export const todayString = () => zonedDate(new Date());

/** The days the board shows: the day, or the week (two weeks) from the Monday of `date`'s week. */
export function boardDays(view: PlanningView, date: string): number[] {
  const day = parseDate(date);
  if (view === 'day') return [day];
  const monday = day - weekdayOf(day);
  return Array.from({ length: view === 'week' ? 7 : 14 }, (_, i) => monday + i);
}

/** The `date` one step back or forward: a day, a week, two weeks. */
export function stepDate(view: PlanningView, date: string, direction: -1 | 1): string {
  const step = view === 'day' ? 1 : view === 'week' ? 7 : 14;
  return dateString(parseDate(date) + direction * step);
}

/** A drop target: an employee's day (week views) or an hour of the day (day view). */
export interface CellTarget {
  employeeId: string;
  day: number;
  /** The day view's hour column. */
  hour?: number;
}

export const cellId = (t: CellTarget) => `cell:${t.employeeId}:${t.day}${t.hour === undefined ? '' : `:${t.hour}`}`;

export function parseCellId(id: string): CellTarget | null {
  const [kind, employeeId, day, hour] = id.split(':');
  if (kind !== 'cell' || !employeeId || !day) return null;
  return { employeeId, day: Number(day), ...(hour === undefined ? {} : { hour: Number(hour) }) };
}

/** The first minute of the employee's working hours on a day (08:00 without any). */
export function workStart(hours: WeeklyHours, day: number): number {
  const windows = hours.filter((w) => w.weekday === weekdayOf(day)).map((w) => w.start);
  return windows.length ? Math.min(...windows) : 8 * 60;
}

export const visitMinutes = (v: Pick<PlanningVisit, 'start' | 'end'>) =>
  v.start && v.end ? Math.max(15, Math.round((Date.parse(v.end) - Date.parse(v.start)) / 60_000)) : defaultVisitMinutes;

/**
 * Who is on the visit after a drop from `fromEmployeeId`'s row onto `toEmployeeId`'s: the one moved is replaced
 * (the others stay); from the side list (no row), the target joins whoever is on it already.
 */
export function movedEmployees(current: readonly string[], fromEmployeeId: string | null, toEmployeeId: string) {
  const kept = current.filter((id) => id !== fromEmployeeId && id !== toEmployeeId);
  return fromEmployeeId === null || current.includes(fromEmployeeId)
    ? [toEmployeeId, ...kept]
    : [toEmployeeId, ...current.filter((id) => id !== toEmployeeId)];
}

/**
 * A drop's placement. In the week views the visit keeps its time of day (from the side list: the employee's first
 * working minute); in the day view it starts on the hour dropped on, keeping its minutes past the hour. It keeps its
 * length.
 */
export function dropPlacement(
  visit: PlanningVisit,
  fromEmployeeId: string | null,
  target: CellTarget,
  targetHours: WeeklyHours,
): Placement {
  const length = visitMinutes(visit);
  const current = visit.start ? localParts(new Date(visit.start)) : null;
  let minutes: number;
  if (target.hour !== undefined) minutes = target.hour * 60 + (current ? current.minutes % 60 : 0);
  else minutes = current ? current.minutes : workStart(targetHours, target.day);
  const start = localToInstant(target.day, minutes);
  return {
    id: visit.id,
    start: start.toISOString(),
    end: new Date(start.getTime() + length * 60_000).toISOString(),
    employeeIds: movedEmployees(visit.employeeIds, fromEmployeeId, target.employeeId),
  };
}

/**
 * Several selected visits moved together by the same days (and, in the day view, hours), each keeping its own
 * time; the ones on the row dragged from move to the target's row, the others keep their people.
 */
export function groupPlacements(
  visits: readonly PlanningVisit[],
  lead: { visit: PlanningVisit; fromEmployeeId: string | null },
  leadPlacement: Placement,
): Placement[] {
  if (!lead.visit.start || !leadPlacement.start) return [leadPlacement];
  const leadFrom = localParts(new Date(lead.visit.start));
  const leadTo = localParts(new Date(leadPlacement.start));
  const dayShift = leadTo.days - leadFrom.days;
  const minuteShift = leadTo.minutes - leadFrom.minutes;
  const toEmployee = leadPlacement.employeeIds[0]!;
  return visits
    .map((v) => {
      if (v.id === lead.visit.id) return leadPlacement;
      if (!v.start || !v.end) return null;
      // A wall-clock shift: a move across a DST change keeps 08:00 at 08:00.
      const from = localParts(new Date(v.start));
      const start = localToInstant(from.days + dayShift, from.minutes + minuteShift);
      const employeeIds =
        lead.fromEmployeeId !== null && v.employeeIds.includes(lead.fromEmployeeId)
          ? movedEmployees(v.employeeIds, lead.fromEmployeeId, toEmployee)
          : [...v.employeeIds];
      return {
        id: v.id,
        start: start.toISOString(),
        end: new Date(start.getTime() + visitMinutes(v) * 60_000).toISOString(),
        employeeIds,
      };
    })
    .filter((p): p is Placement => p !== null);
}

/** A visit's length changed by `deltaMinutes` (resize), in quarter hours, never under a quarter. */
export function resizedPlacement(visit: PlanningVisit, deltaMinutes: number): Placement | null {
  if (!visit.start || !visit.end) return null;
  const quarters = Math.round(deltaMinutes / 15) * 15;
  const end = Math.max(Date.parse(visit.start) + 15 * 60_000, Date.parse(visit.end) + quarters * 60_000);
  if (end === Date.parse(visit.end)) return null;
  return { id: visit.id, start: visit.start, end: new Date(end).toISOString(), employeeIds: [...visit.employeeIds] };
}

/** The placement a visit has now (what undo returns to). */
export const currentPlacement = (v: PlanningVisit): Placement => ({
  id: v.id,
  start: v.start ?? null,
  end: v.end ?? null,
  employeeIds: [...v.employeeIds],
});

/** Planned: a time and someone on it (else it belongs in the side list). */
export const isPlanned = (v: Pick<PlanningVisit, 'start' | 'employeeIds'>) => !!v.start && v.employeeIds.length > 0;

/** The visit with a placement applied: what the board shows while the save is on its way. */
export const placed = (v: PlanningVisit, p: Placement): PlanningVisit => {
  const next = { ...v, start: p.start, end: p.end, employeeIds: p.employeeIds };
  const planned = isPlanned(next);
  const status =
    v.status === 'not_scheduled' && planned
      ? 'scheduled'
      : v.status === 'scheduled' && !planned
        ? 'not_scheduled'
        : v.status;
  return { ...next, status };
};

/** The side list as a drop target: a visit dropped there is taken off the plan. */
export const sideListId = 'unscheduled';

/** Off the plan: no time, and without the person it was dragged from. */
export const unplannedPlacement = (v: PlanningVisit, fromEmployeeId: string | null): Placement => ({
  id: v.id,
  start: null,
  end: null,
  employeeIds: v.employeeIds.filter((id) => id !== fromEmployeeId),
});

/** Each employee's visits per shown day (by start, the day it starts), keyed `employeeId:day`. */
export function visitsByCell(visits: readonly PlanningVisit[], days: readonly number[]): Map<string, PlanningVisit[]> {
  const shown = new Set(days);
  const cells = new Map<string, PlanningVisit[]>();
  const sorted = [...visits].sort((a, b) => Date.parse(a.start ?? '') - Date.parse(b.start ?? ''));
  for (const visit of sorted) {
    if (!visit.start) continue;
    const day = localParts(new Date(visit.start)).days;
    if (!shown.has(day)) continue;
    for (const employeeId of visit.employeeIds) {
      const key = `${employeeId}:${day}`;
      const list = cells.get(key);
      if (list) list.push(visit);
      else cells.set(key, [visit]);
    }
  }
  return cells;
}

/**
 * The days of a week view nobody on the board works (no working hours that weekday) and nothing is planned on: a
 * weekend, usually. The board draws them narrow, so a working week fits beside the side list at 1280 px.
 */
export function quietDays(
  days: readonly number[],
  employees: readonly { workingHours: WeeklyHours }[],
  cells: ReadonlyMap<string, unknown>,
): Set<number> {
  const worked = new Set(employees.flatMap((e) => e.workingHours.map((w) => w.weekday)));
  const planned = new Set([...cells.keys()].map((key) => Number(key.slice(key.lastIndexOf(':') + 1))));
  return new Set(days.filter((day) => !worked.has(weekdayOf(day)) && !planned.has(day)));
}

/** Where a visit sits on the day view's hour track, as fractions of the track (clipped to it). */
export function dayTrackSpan(
  visit: Pick<PlanningVisit, 'start' | 'end'>,
  day: number,
): { left: number; width: number } {
  const trackStart = localToInstant(day, dayViewHours.first * 60).getTime();
  const trackEnd = localToInstant(day, dayViewHours.last * 60).getTime();
  const start = Math.max(trackStart, Date.parse(visit.start!));
  const end = Math.min(trackEnd, Date.parse(visit.end!));
  const span = trackEnd - trackStart;
  return { left: Math.max(0, (start - trackStart) / span), width: Math.max(0.02, (end - start) / span) };
}

/** The `date` of a day number (for the API and the URL). */
export const dayDate = dateString;

/**
 * The cell an arrow key carries a visit to: a day (an hour in the day view) left or right, a person up or down; left of
 * the first column is the side list (off the plan), and from there any arrow enters the board at its first cell.
 */
export function nextCell(
  from: string | null,
  key: string,
  employeeOrder: readonly string[],
  columns: readonly Omit<CellTarget, 'employeeId'>[],
): string | null {
  const step = ({ ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] } as const)[
    key as 'ArrowLeft'
  ];
  if (!step) return null;
  const at = from ? parseCellId(from) : null;
  // From the side list (no cell yet) any arrow enters the board at its first cell.
  const column = at ? columns.findIndex((c) => c.day === at.day && c.hour === at.hour) + step[0] : 0;
  const row = at ? employeeOrder.indexOf(at.employeeId) + step[1] : 0;
  if (at && column < 0 && key === 'ArrowLeft') return sideListId;
  const nextColumn = columns[column];
  const employeeId = employeeOrder[row];
  return nextColumn && employeeId ? cellId({ ...nextColumn, employeeId }) : null;
}
