import { dateTimeFormat, interfaceLanguage, type FormatLanguage } from './language.ts';

/*
 * Instants for reading, in Copenhagen time and the interface language's own way (Intl's da-DK and en-GB): the
 * Danish clock reads 08.30, the English 08:30. An instant is an ISO string from the API or a Date.
 */

type Instant = string | Date;
const toDate = (instant: Instant) => (typeof instant === 'string' ? new Date(instant) : instant);

/** 08.30 (da), 08:30 (en). */
export function formatTime(instant: Instant, language: FormatLanguage = interfaceLanguage()): string {
  return dateTimeFormat('time', language, { hour: '2-digit', minute: '2-digit' }).format(toDate(instant));
}

/** 24.12.2026 (da), 24/12/2026 (en): the shape the date fields are typed in. */
export function formatShortDate(instant: Instant, language: FormatLanguage = interfaceLanguage()): string {
  return dateTimeFormat('short date', language, { dateStyle: 'short' }).format(toDate(instant));
}

/** 24. dec. 2026 (da), 24 Dec 2026 (en). */
export function formatDate(instant: Instant, language: FormatLanguage = interfaceLanguage()): string {
  return dateTimeFormat('date', language, { dateStyle: 'medium' }).format(toDate(instant));
}

/** torsdag den 24. december (da), Thursday 24 December (en): today's heading. */
export function formatLongDate(instant: Instant, language: FormatLanguage = interfaceLanguage()): string {
  return dateTimeFormat('long date', language, { weekday: 'long', day: 'numeric', month: 'long' }).format(
    toDate(instant),
  );
}

/** tor. 24.12 (da), Thu 24/12 (en): a board's day column. */
export function formatDayHeading(instant: Instant, language: FormatLanguage = interfaceLanguage()): string {
  return dateTimeFormat('day heading', language, { weekday: 'short', day: 'numeric', month: 'numeric' }).format(
    toDate(instant),
  );
}

/** 24. dec. 2026 08.30 (da), 24 Dec 2026, 08:30 (en). */
export function formatDateTime(instant: Instant, language: FormatLanguage = interfaceLanguage()): string {
  return dateTimeFormat('date time', language, { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(instant));
}

/** 24. december 2026 kl. 08.30 (da), 24 December 2026 at 08:30 (en): when a link expires. */
export function formatLongDateTime(instant: Instant, language: FormatLanguage = interfaceLanguage()): string {
  return dateTimeFormat('long date time', language, { dateStyle: 'long', timeStyle: 'short' }).format(toDate(instant));
}

/** torsdag den 24. december 2026 kl. 08.30 (da): an occurrence of a series. */
export function formatOccurrence(instant: Instant, language: FormatLanguage = interfaceLanguage()): string {
  return dateTimeFormat('occurrence', language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(toDate(instant));
}

/**
 * To the second, as the audit log is read: 14.05.2025 09.41.07 (da), 14/05/2025 09:41:07 (en). Date and time are
 * formatted apart so the joint does not depend on the ICU version (', ' or ' kl. ').
 */
export function formatTimestamp(instant: Instant, language: FormatLanguage = interfaceLanguage()): string {
  const date = toDate(instant);
  const day = dateTimeFormat('timestamp date', language, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = dateTimeFormat('timestamp time', language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return `${day.format(date)} ${time.format(date)}`;
}

/**
 * From start to end: 12. maj 2026 08.00–10.00, with the end's date too when it is another day; without an end the
 * start alone; without a start `noTime`.
 */
export function formatPeriod(
  start: Instant | null,
  end: Instant | null,
  noTime: string,
  language: FormatLanguage = interfaceLanguage(),
): string {
  if (!start) return noTime;
  const from = `${formatDate(start, language)} ${formatTime(start, language)}`;
  if (!end) return from;
  return formatDate(start, language) === formatDate(end, language)
    ? `${from}–${formatTime(end, language)}`
    : `${from} – ${formatDate(end, language)} ${formatTime(end, language)}`;
}

/** Minutes as hours:minutes, the way durations are written (decisions.md): 150 → 2:30. */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
