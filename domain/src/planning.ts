import type { WeeklyHours } from './booking-hours.ts';
import { localParts, localToInstant, parseDate, weekdayOf } from './local-dates.ts';
import { zonedDateRange } from './time.ts';

// The planning board's conflict rules (issue #20, "The planning board"). Pure and free of zod, so the board can mark
// conflicts as the dispatcher drags and the server can report the same ones. Instants are Dates; working hours are
// local (Copenhagen) wall-clock minutes, turned into instants per day through localToInstant, so DST days are right.

export type PlanningConflictKind = 'double_booking' | 'outside_hours' | 'absent' | 'travel' | 'fixed_address';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** What the rules need of a visit. */
export interface PlanningVisitPlace {
  id: string;
  /** Scheduled visits only. */
  start: Date;
  end: Date;
  employeeIds: readonly string[];
  /** The visit's address. */
  latitude: number | null;
  longitude: number | null;
  /** A material on the visit with a fixed address (the first one). */
  fixedAddress: LatLng | null;
}

export interface PlanningAbsence {
  employeeId: string;
  type: 'sick' | 'vacation';
  start: Date;
  end: Date;
}

export interface PlanningConflict {
  kind: PlanningConflictKind;
  visitId: string;
  /** Null for fixed_address (not about a person). */
  employeeId: string | null;
  /** double_booking: the overlapping one; travel: the previous visit. */
  otherVisitId?: string;
  /** travel: estimated. */
  travelMinutes?: number;
  /** travel: the time between the previous visit's end and this start. */
  gapMinutes?: number;
  absenceType?: 'sick' | 'vacation';
}

const minuteMs = 60_000;
const earthRadiusKm = 6371.0088;
/** Roads are not straight lines. */
const roadFactor = 1.3;
/** A visit this far or nearer to its material's fixed address is at it. */
const fixedAddressToleranceKm = 0.2;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance in kilometres. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Haversine distance × 1.3 (roads are not straight lines) / speed, rounded up to whole minutes. The same place is 0;
 * a speed of zero or less makes any other place unreachable (Infinity).
 */
export function travelMinutes(from: LatLng, to: LatLng, speedKmh: number): number {
  const km = distanceKm(from, to) * roadFactor;
  if (km === 0) return 0;
  if (!(speedKmh > 0)) return Infinity;
  // A hair below a whole minute is that minute: floating point must not add one.
  return Math.ceil((km / speedKmh) * 60 - 1e-9);
}

const hasCoordinates = (v: { latitude: number | null; longitude: number | null }) =>
  v.latitude !== null && v.longitude !== null && Number.isFinite(v.latitude) && Number.isFinite(v.longitude);

/** Where a visit is for travel: its material's fixed address, else its own coordinates, else null. */
export function visitPlace(v: PlanningVisitPlace): LatLng | null {
  if (v.fixedAddress) return v.fixedAddress;
  return hasCoordinates(v) ? { latitude: v.latitude!, longitude: v.longitude! } : null;
}

/** A visit with a fixed-address material whose own coordinates are more than 200 m from it. */
export function fixedAddressConflict(v: PlanningVisitPlace): PlanningConflict | null {
  if (!v.fixedAddress || !hasCoordinates(v)) return null;
  const own = { latitude: v.latitude!, longitude: v.longitude! };
  return distanceKm(own, v.fixedAddress) > fixedAddressToleranceKm
    ? { kind: 'fixed_address', visitId: v.id, employeeId: null }
    : null;
}

/**
 * The working windows of a local day as epoch-ms intervals, sorted, with touching or overlapping windows merged
 * (08–12 and 12–16 is one stretch of work). Empty on a day without hours.
 */
export function workingIntervals(day: number, workingHours: WeeklyHours): { start: number; end: number }[] {
  const weekday = weekdayOf(day);
  const windows = workingHours
    .filter((w) => w.weekday === weekday && w.end > w.start)
    .map((w) => ({ start: localToInstant(day, w.start).getTime(), end: localToInstant(day, w.end).getTime() }))
    .filter((w) => w.end > w.start) // a window inside the hour skipped in March
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const w of windows) {
    const last = merged[merged.length - 1];
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else merged.push({ ...w });
  }
  return merged;
}

const byStart = (a: PlanningVisitPlace, b: PlanningVisitPlace) =>
  a.start.getTime() - b.start.getTime() ||
  a.end.getTime() - b.end.getTime() ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every conflict of one employee's visits (any order; visits not listing the employee are ignored, as are visits that
 * do not end after they start):
 * - double_booking: each overlapping pair once on each of its two visits (visitId the one, otherVisitId the other), so
 *   a board that groups by visitId marks both; visits that touch (one ends as the next starts) do not overlap;
 * - outside_hours: a visit not wholly inside one working window (touching windows count as one) of the local day it
 *   starts on; a visit over midnight is outside;
 * - absent: a visit overlapping an absence of the employee (one per visit: the earliest such absence);
 * - travel: a visit whose travel from the same local day's previous visit (by start) is longer than the gap between
 *   them. Visits without a place (visitPlace) have no travel; overlapping ones are double bookings instead.
 * Sorted by the visit's start, then the kinds in the order above.
 */
export function employeeConflicts(input: {
  employeeId: string;
  workingHours: WeeklyHours;
  visits: readonly PlanningVisitPlace[];
  absences: readonly PlanningAbsence[];
  travelSpeedKmh: number;
}): PlanningConflict[] {
  const { employeeId } = input;
  const visits = input.visits
    .filter((v) => v.employeeIds.includes(employeeId) && v.end.getTime() > v.start.getTime())
    .sort(byStart);
  const absences = input.absences
    .filter((a) => a.employeeId === employeeId && a.end.getTime() > a.start.getTime())
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const found = new Map<string, PlanningConflict[]>(visits.map((v) => [v.id, []]));
  const add = (c: PlanningConflict) => found.get(c.visitId)?.push(c);

  // Overlaps: sorted by start, a later visit overlaps an earlier one only while it starts before that one's end.
  for (let i = 0; i < visits.length; i++) {
    const a = visits[i]!;
    for (let j = i + 1; j < visits.length && visits[j]!.start.getTime() < a.end.getTime(); j++) {
      const b = visits[j]!;
      add({ kind: 'double_booking', visitId: a.id, employeeId, otherVisitId: b.id });
      add({ kind: 'double_booking', visitId: b.id, employeeId, otherVisitId: a.id });
    }
  }

  const intervalsByDay = new Map<number, { start: number; end: number }[]>();
  const intervalsOf = (day: number) => {
    let known = intervalsByDay.get(day);
    if (!known) intervalsByDay.set(day, (known = workingIntervals(day, input.workingHours)));
    return known;
  };
  let previous: { visit: PlanningVisitPlace; day: number } | undefined;
  for (const v of visits) {
    const start = v.start.getTime();
    const end = v.end.getTime();
    const day = localParts(v.start).days;

    if (!intervalsOf(day).some((w) => w.start <= start && end <= w.end))
      add({ kind: 'outside_hours', visitId: v.id, employeeId });

    const absence = absences.find((a) => a.start.getTime() < end && start < a.end.getTime());
    if (absence) add({ kind: 'absent', visitId: v.id, employeeId, absenceType: absence.type });

    if (previous && previous.day === day) {
      const before = previous.visit;
      const gapMs = start - before.end.getTime();
      const from = visitPlace(before);
      const to = visitPlace(v);
      if (gapMs >= 0 && from && to) {
        const travel = travelMinutes(from, to, input.travelSpeedKmh);
        if (travel * minuteMs > gapMs)
          add({
            kind: 'travel',
            visitId: v.id,
            employeeId,
            otherVisitId: before.id,
            travelMinutes: travel,
            gapMinutes: Math.floor(gapMs / minuteMs),
          });
      }
    }
    previous = { visit: v, day };
  }

  return visits.flatMap((v) => found.get(v.id)!);
}

/**
 * The planned minutes of an employee's visits inside one local day (dateString 'YYYY-MM-DD', Copenhagen; the parts of
 * visits that cross midnight count on each side; overlapping visits each count) against that day's working minutes
 * (23- and 25-hour days as they are); ratio = planned / working (working 0 → ratio is planned > 0 ? Infinity : 0).
 */
export function dayLoad(input: {
  day: string;
  workingHours: WeeklyHours;
  visits: readonly { start: Date; end: Date }[];
}): {
  plannedMinutes: number;
  workingMinutes: number;
  ratio: number;
} {
  const range = zonedDateRange(input.day);
  const dayStart = range.start.getTime();
  const dayEnd = range.end.getTime();
  let plannedMs = 0;
  for (const v of input.visits) {
    const from = Math.max(dayStart, v.start.getTime());
    const to = Math.min(dayEnd, v.end.getTime());
    if (to > from) plannedMs += to - from;
  }
  const workingMs = workingIntervals(parseDate(input.day), input.workingHours).reduce(
    (sum, w) => sum + (w.end - w.start),
    0,
  );
  const plannedMinutes = Math.round(plannedMs / minuteMs);
  const workingMinutes = Math.round(workingMs / minuteMs);
  const ratio = workingMinutes > 0 ? plannedMinutes / workingMinutes : plannedMinutes > 0 ? Infinity : 0;
  return { plannedMinutes, workingMinutes, ratio };
}
