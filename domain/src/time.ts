/** Business time zone: times are stored in UTC and shown here (decisions.md). */
export const businessTimeZone = 'Europe/Copenhagen';

/**
 * One formatter per zone and kind: building an Intl.DateTimeFormat costs far more than using one, and a month of
 * calendar days or a series' occurrences ask for hundreds of offsets.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'offset' | 'date', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made =
      kind === 'offset'
        ? new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
        : new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(key, made);
  }
  return made;
}

/**
 * Offsets already found, per zone and quarter of an hour: zones change offset only on a quarter-hour, and asking
 * Intl (formatToParts, ~25 µs) hundreds of times per request for a month's days or a series' occurrences showed up
 * in the calendar's profile. Keyed by the quarter's number in a map per zone: a string key built per call cost more
 * than the lookup (the planning board asks thousands of times per render). Bounded: cleared when it grows past the
 * limit.
 */
const offsetCache = new Map<string, Map<number, number>>();
const offsetCacheLimit = 100_000;
const quarterHourMs = 15 * 60_000;

/** Minutes the zone is ahead of UTC at `instant` (60 in winter, 120 in summer for Copenhagen). */
export function zoneOffsetMinutes(instant: Date, timeZone = businessTimeZone): number {
  const quarter = Math.floor(instant.getTime() / quarterHourMs);
  let zone = offsetCache.get(timeZone);
  if (!zone) offsetCache.set(timeZone, (zone = new Map()));
  const known = zone.get(quarter);
  if (known !== undefined) return known;
  const offset = intlOffsetMinutes(instant, timeZone);
  if (zone.size >= offsetCacheLimit) zone.clear();
  zone.set(quarter, offset);
  return offset;
}

function intlOffsetMinutes(instant: Date, timeZone: string): number {
  const name = formatter('offset', timeZone)
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')!.value; // "GMT+01:00" or "GMT"
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The calendar date (YYYY-MM-DD) of `instant` in the zone. */
export function zonedDate(instant: Date, timeZone = businessTimeZone): string {
  return formatter('date', timeZone).format(instant);
}

/** The UTC instant of local midnight starting `date` (YYYY-MM-DD) in the zone, across DST changes. */
export function zonedMidnight(date: string, timeZone = businessTimeZone): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  let instant = utcMidnight - zoneOffsetMinutes(new Date(utcMidnight), timeZone) * 60_000;
  // The offset at the guess can differ from the offset at the answer on DST days; one correction settles it.
  instant = utcMidnight - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD that names a real calendar day (not 2025-02-30), else undefined: for dates read from a URL. */
export function parseLocalDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = datePattern.exec(value);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** The calendar day after `date` (YYYY-MM-DD), across months and years. */
function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** [start, end) of the local day `date` (YYYY-MM-DD): 23 or 25 hours on the days the clocks change. */
export function zonedDateRange(date: string, timeZone = businessTimeZone): { start: Date; end: Date } {
  return { start: zonedMidnight(date, timeZone), end: zonedMidnight(nextDate(date), timeZone) };
}

/** [start, end) of the local day containing `instant`. */
export function zonedDayRange(instant: Date, timeZone = businessTimeZone): { start: Date; end: Date } {
  return zonedDateRange(zonedDate(instant, timeZone), timeZone);
}
