import { businessTimeZone, zoneOffsetMinutes } from './time.ts';

// Local calendar arithmetic: dates as days since 1970-01-01, no time zone, and the instants of local wall-clock
// times in Europe/Copenhagen. Free of zod, so a screen that only filters by date does not load the schemas.

export const dayMs = 86_400_000;
export const toDays = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / dayMs);
export function fromDays(days: number): { y: number; m: number; d: number } {
  const date = new Date(days * dayMs);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}
/** 0 = Monday … 6 = Sunday. */
export const weekdayOf = (days: number) => (((days + 3) % 7) + 7) % 7;
export const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
export const dateString = (days: number) => new Date(days * dayMs).toISOString().slice(0, 10);
export function parseDate(value: string): number {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return toDays(y, m, d);
}

/** The local date (days) and minutes after midnight of an instant in the zone. */
export function localParts(instant: Date, timeZone = businessTimeZone): { days: number; minutes: number } {
  const local = instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000;
  const days = Math.floor(local / dayMs);
  return { days, minutes: Math.round((local - days * dayMs) / 60_000) };
}

/**
 * The instant of local wall-clock time `minutes` after midnight on `days`. An ambiguous time (the repeated
 * hour in October) is its first occurrence; a time that does not exist (the skipped hour in March) moves
 * forward by the gap, as RFC 5545 says (02:30 becomes 03:30).
 */
export function localToInstant(days: number, minutes: number, timeZone = businessTimeZone): Date {
  const local = days * dayMs + minutes * 60_000;
  const before = zoneOffsetMinutes(new Date(local - dayMs), timeZone);
  const after = zoneOffsetMinutes(new Date(local + dayMs), timeZone);
  // No change of offset within a day either side (all but two days a year): the one answer, without the search.
  if (before === after) return new Date(local - before * 60_000);
  const candidates = [...new Set([before, after])]
    .map((offset) => ({ offset, instant: local - offset * 60_000 }))
    .filter((c) => zoneOffsetMinutes(new Date(c.instant), timeZone) === c.offset)
    .sort((a, b) => a.instant - b.instant);
  return new Date(candidates[0]?.instant ?? local - before * 60_000);
}
