/** Dates typed in the filters are Danish calendar days; the server wants instants (times are Europe/Copenhagen). */
const timeZone = 'Europe/Copenhagen';
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Copenhagen's wall clock is ahead of UTC at the instant `ms` (1 or 2 hours). */
function offsetAt(ms: number): number {
  const p = Object.fromEntries(partsFormat.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/** A YYYY-MM-DD that names a real day, else undefined. */
export function parseDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = dayPattern.exec(value);
  if (!m) return undefined;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** Midnight at the start of the Copenhagen day, as an ISO instant. */
export function startOfDay(day: string): string {
  const m = dayPattern.exec(day);
  if (!m) throw new Error(`Not a day: ${day}`);
  const wallMidnight = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  let instant = wallMidnight - offsetAt(wallMidnight);
  // Near a daylight-saving change the first guess can be an hour off; the offset at the guess is right.
  const corrected = wallMidnight - offsetAt(instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant).toISOString();
}

/** Midnight after the Copenhagen day: the exclusive end of a filter that includes the whole day. */
export function endOfDay(day: string): string {
  const m = dayPattern.exec(day);
  if (!m) throw new Error(`Not a day: ${day}`);
  const next = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1)).toISOString().slice(0, 10);
  return startOfDay(next);
}

/**
 * '14.05.2025 09.41.07' (Danish) or '14/05/2025 09:41:07' (English), always in Copenhagen time. Date and time
 * are formatted apart so the joint does not depend on the ICU version (', ' or ' kl. ').
 */
const formatters = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>();

export function formatDateTime(iso: string, locale: string): string {
  let pair = formatters.get(locale);
  if (!pair) {
    pair = [
      new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }),
      new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit' }),
    ];
    formatters.set(locale, pair);
  }
  const instant = new Date(iso);
  return `${pair[0].format(instant)} ${pair[1].format(instant)}`;
}
