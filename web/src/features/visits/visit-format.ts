import { formatLocale } from '../../lib/format.ts';

const zone = 'Europe/Copenhagen';

/** '12. maj 2026 08:00–10:00' (the end's date too when it is another day). */
export function formatVisitTime(start: string | null, end: string | null, noTime: string): string {
  if (!start) return noTime;
  const locale = formatLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: zone });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: zone });
  const s = new Date(start);
  if (!end) return `${date.format(s)} ${time.format(s)}`;
  const e = new Date(end);
  const sameDay = date.format(s) === date.format(e);
  return sameDay
    ? `${date.format(s)} ${time.format(s)}–${time.format(e)}`
    : `${date.format(s)} ${time.format(s)} – ${date.format(e)} ${time.format(e)}`;
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(formatLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
    new Date(iso),
  );
}

/** 'tirsdag 12. maj 2026 kl. 08:00' for the recurrence preview. */
export function formatOccurrence(date: Date): string {
  return new Intl.DateTimeFormat(formatLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  }).format(date);
}

export function formatAddress(
  a: { streetAddress: string | null; zipcode: string | null; city: string | null } | null | undefined,
): string {
  if (!a) return '';
  return [a.streetAddress, [a.zipcode, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** Minutes as hours:minutes (spec section 9). */
export function formatMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
