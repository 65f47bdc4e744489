import { interfaceLanguage, type FormatLanguage } from './language.ts';

/*
 * What a person types into the date and time fields, read the Danish way: day before month, a 24-hour clock.
 * The rest of the app keeps its ISO shapes ('2026-12-24', '08:30'); these functions translate at the edge.
 */

/** Danish writes 24.12.2026, British English 24/12/2026; both are read either way. */
const dateSeparator: Record<FormatLanguage, string> = { da: '.', en: '/' };

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real calendar day as YYYY-MM-DD, or null (month 13, 30 February, …). */
function isoDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  return match !== null && isoDay(Number(match[1]), Number(match[2]), Number(match[3])) === value;
}

/** '2026-12-24' → '24.12.2026' (da) or '24/12/2026' (en); anything else is shown as it is. */
export function formatDateText(value: string, language: FormatLanguage = interfaceLanguage()): string {
  const match = isoDatePattern.exec(value);
  if (!match || !isIsoDate(value)) return value;
  const separator = dateSeparator[language];
  return `${match[3]}${separator}${match[2]}${separator}${match[1]}`;
}

export type DateReading =
  { kind: 'empty' } | { kind: 'date'; iso: string } | { kind: 'invalid'; reason: 'format' | 'impossible' };

/**
 * Reads a typed date: 24.12.2026, 24/12/2026, 24-12-2026, 1.2.26, 24122026 or 241226 (day, month, year; a
 * two-digit year is this century), and a pasted ISO date. 'impossible' is a well-formed date that does not
 * exist (30.02.2026).
 */
export function parseDateText(text: string): DateReading {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  const iso = isoDatePattern.exec(trimmed);
  const parts =
    /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4}|\d{2})$/.exec(trimmed) ??
    /^(\d{2})(\d{2})(\d{4}|\d{2})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : parts
      ? [parts[3]!.length === 2 ? 2000 + Number(parts[3]) : Number(parts[3]), Number(parts[2]), Number(parts[1])]
      : [Number.NaN, Number.NaN, Number.NaN];
  if (Number.isNaN(year)) return { kind: 'invalid', reason: 'format' };
  const date = isoDay(year, month, day);
  return date ? { kind: 'date', iso: date } : { kind: 'invalid', reason: 'impossible' };
}

export type TimeReading = { kind: 'empty' } | { kind: 'time'; value: string } | { kind: 'invalid' };

/**
 * Reads a typed time on the 24-hour clock as HH:mm: 8:30, 08.30, 0830, 830, 8 (whole hour). 24:00 and
 * minutes past 59 are refused.
 */
export function parseTimeText(text: string): TimeReading {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  const match = /^(\d{1,2})(?:\s*[:.]\s*(\d{2}))?$/.exec(trimmed) ?? /^(\d{1,2})(\d{2})$/.exec(trimmed);
  if (!match) return { kind: 'invalid' };
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  if (hour > 23 || minute > 59) return { kind: 'invalid' };
  return { kind: 'time', value: `${pad(hour)}:${pad(minute)}` };
}
