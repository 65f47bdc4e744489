import type { WeeklyHours } from './booking-hours.ts';
import { localToInstant, weekdayOf } from './local-dates.ts';

// Free times for the public booking page (issue #19, docs/decisions/0034-bookings.md "Free slots"). Pure: the server
// reads the employees' hours and busy intervals (visits, open bookings, live holds, vacation and sickness) in one
// query and asks here. Instants are epoch milliseconds; days are local day numbers as local-dates.ts counts them.

export interface BusyInterval {
  start: number;
  end: number;
}

export interface SlotEmployee {
  id: string;
  hours: WeeklyHours;
  /** Any order, may overlap, may cross midnight. */
  busy: readonly BusyInterval[];
}

export interface SlotQuery {
  /** First and last local day (inclusive). */
  fromDay: number;
  toDay: number;
  /** Epoch ms. */
  now: number;
  leadMinutes: number;
  durationMinutes: number;
  /** Kept clear before and after every busy interval. */
  travelMinutes: number;
  /** Starts lie on this grid from their working window's start. */
  stepMinutes: number;
}

export interface FreeSlot {
  start: number;
  end: number;
  /** Who could take it: fewest busy minutes that day first (spreads the work), then id. */
  employeeIds: string[];
}

const minuteMs = 60_000;

/** Busy intervals sorted by start, overlapping and touching ones merged. */
export function mergeBusy(busy: readonly BusyInterval[]): BusyInterval[] {
  const sorted = busy.filter((b) => b.end > b.start).sort((a, b) => a.start - b.start);
  const merged: BusyInterval[] = [];
  for (const b of sorted) {
    const last = merged[merged.length - 1];
    if (last && b.start <= last.end) last.end = Math.max(last.end, b.end);
    else merged.push({ start: b.start, end: b.end });
  }
  return merged;
}

/** Index of the first merged interval whose end is after `at` (binary search). */
function firstEndingAfter(merged: readonly BusyInterval[], at: number): number {
  let low = 0;
  let high = merged.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (merged[mid]!.end <= at) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Busy milliseconds of merged intervals inside [from, to). */
function busyWithin(merged: readonly BusyInterval[], from: number, to: number): number {
  let total = 0;
  for (let i = firstEndingAfter(merged, from); i < merged.length && merged[i]!.start < to; i++) {
    total += Math.min(to, merged[i]!.end) - Math.max(from, merged[i]!.start);
  }
  return total;
}

/**
 * The slots [start, start + duration) some employee can take: inside one of that local day's working windows (local
 * wall-clock times through localToInstant, so DST days are right), on the step grid from the window's start, no earlier
 * than now + lead, and with travelMinutes clear of every busy interval on both sides (exactly the buffer apart is
 * allowed). Sorted by start. Each employee's busy intervals are sorted and merged once and walked with a pointer.
 */
export function freeSlots(query: SlotQuery, employees: readonly SlotEmployee[]): FreeSlot[] {
  const duration = query.durationMinutes * minuteMs;
  const travel = query.travelMinutes * minuteMs;
  const step = query.stepMinutes * minuteMs;
  const earliest = query.now + query.leadMinutes * minuteMs;
  if (duration <= 0 || step <= 0 || query.toDay < query.fromDay) return [];

  // Local times repeat across employees: one localToInstant per day and minute.
  const instants = new Map<number, number>();
  const instantOf = (day: number, minutes: number) => {
    const key = day * 2048 + minutes;
    let known = instants.get(key);
    if (known === undefined) {
      known = localToInstant(day, minutes).getTime();
      instants.set(key, known);
    }
    return known;
  };

  const byStart = new Map<number, { id: string; busy: number }[]>();
  for (const employee of employees) {
    const merged = mergeBusy(employee.busy);
    const windowsByWeekday: { start: number; end: number }[][] = [[], [], [], [], [], [], []];
    for (const w of employee.hours) windowsByWeekday[w.weekday]?.push({ start: w.start, end: w.end });
    for (const list of windowsByWeekday) list.sort((a, b) => a.start - b.start || a.end - b.end);

    for (let day = query.fromDay; day <= query.toDay; day++) {
      const windows = windowsByWeekday[weekdayOf(day)]!;
      if (windows.length === 0) continue;
      let dayBusy: number | undefined;
      let lastStart = -Infinity;
      for (const w of windows) {
        const windowStart = instantOf(day, w.start);
        const windowEnd = instantOf(day, w.end);
        let start = windowStart;
        if (start < earliest) start = windowStart + Math.ceil((earliest - windowStart) / step) * step;
        // The first busy interval that could still reach a start at or after `start` (its end + travel after it).
        let i = firstEndingAfter(merged, start - travel);
        while (start + duration <= windowEnd) {
          // Skip intervals that end (with travel) at or before this start.
          while (i < merged.length && merged[i]!.end + travel <= start) i++;
          const next = merged[i];
          if (next && next.start - travel < start + duration) {
            // Blocked: jump to the first grid start at or after the interval's end + travel.
            const clear = next.end + travel;
            start = windowStart + Math.ceil((clear - windowStart) / step) * step;
            continue;
          }
          if (start > lastStart || !byStart.get(start)?.some((e) => e.id === employee.id)) {
            dayBusy ??= busyWithin(merged, instantOf(day, 0), instantOf(day + 1, 0));
            let list = byStart.get(start);
            if (!list) byStart.set(start, (list = []));
            list.push({ id: employee.id, busy: dayBusy });
            lastStart = Math.max(lastStart, start);
          }
          start += step;
        }
      }
    }
  }

  return [...byStart.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([start, list]) => ({
      start,
      end: start + duration,
      employeeIds: list.sort((a, b) => a.busy - b.busy || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((e) => e.id),
    }));
}

/** Whether one employee can take [start, start + duration): the same rules as freeSlots, for a hold. */
export function isSlotFreeFor(query: SlotQuery, employee: SlotEmployee, start: number): boolean {
  return freeSlots(query, [employee]).some((slot) => slot.start === start);
}
