import { businessTimeZone } from '@servio/domain/time';

/**
 * '14.05.2025 09.41.07' (Danish) or '14/05/2025 09:41:07' (English), always in Copenhagen time: the log is read to
 * the second. Date and time are formatted apart so the joint does not depend on the ICU version (', ' or ' kl. ').
 */
const formatters = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>();

export function formatDateTime(iso: string, locale: string): string {
  let pair = formatters.get(locale);
  if (!pair) {
    pair = [
      new Intl.DateTimeFormat(locale, {
        timeZone: businessTimeZone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }),
      new Intl.DateTimeFormat(locale, {
        timeZone: businessTimeZone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    ];
    formatters.set(locale, pair);
  }
  const instant = new Date(iso);
  return `${pair[0].format(instant)} ${pair[1].format(instant)}`;
}
