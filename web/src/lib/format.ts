import { i18n } from './i18n.ts';

/** Locales per spec section 9: da-DK and en-GB; times are shown in Europe/Copenhagen (decisions.md). */
export function formatLocale(): string {
  return i18n.language === 'en' ? 'en-GB' : 'da-DK';
}

export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat(formatLocale(), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(iso));
}

export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat(formatLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Copenhagen',
  }).format(date);
}
