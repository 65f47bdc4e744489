// Dates and money for the booking page, in Europe/Copenhagen whatever the visitor's own zone.
import type { Language } from './i18n.ts';

const zone = 'Europe/Copenhagen';
const locales: Record<Language, string> = { da: 'da-DK', en: 'en-GB' };
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: zone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Copenhagen day (YYYY-MM-DD) of an instant. */
export function dayOf(instant: Date | string): string {
  return dayFormat.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The day `n` days after a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Noon UTC of a day: formats as that calendar day in any zone near Europe. */
function noon(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

export function formatDay(day: string, language: Language, long = false): string {
  return new Intl.DateTimeFormat(locales[language], {
    timeZone: 'UTC',
    weekday: long ? 'long' : 'short',
    day: 'numeric',
    month: long ? 'long' : 'short',
  }).format(noon(day));
}

export function formatTime(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  );
}

/** "tirsdag 1. december kl. 09.00–10.00" style: the day in words and the time span. */
export function formatSpan(start: string, end: string, language: Language): string {
  return `${formatDay(dayOf(start), language, true)} ${formatTime(start, language)}–${formatTime(end, language)}`;
}

/** Øre incl. VAT as "450,00 kr." (Danish) or "DKK 450.00" (English). */
export function formatPrice(ore: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'DKK' }).format(ore / 100);
}
