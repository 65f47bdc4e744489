import { dateString, localParts, localToInstant, parseDate } from '@servio/domain/local-dates';

/** An instant as the local (Danish) date and time the accept form shows. */
export function localDateTime(instant: string | Date): { date: string; time: string } {
  const parts = localParts(new Date(instant));
  const hh = String(Math.floor(parts.minutes / 60)).padStart(2, '0');
  const mm = String(parts.minutes % 60).padStart(2, '0');
  return { date: dateString(parts.days), time: `${hh}:${mm}` };
}

/** A local date and time (YYYY-MM-DD, HH:mm) as the instant it names in Danish time; null while unfinished. */
export function instantOf(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return localToInstant(parseDate(date), hours * 60 + minutes);
}
