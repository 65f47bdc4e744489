import i18next from 'i18next';
import { businessTimeZone } from '@servio/domain/time';

/*
 * Which language the app's formats follow: the interface language. Read from i18next's default instance, which
 * lib/i18n.ts initialises, rather than by importing lib/i18n: that module touches storage and the document when it
 * loads, and the formats are plain functions that forms' value mappers and unit tests call outside a page.
 */

export type FormatLanguage = 'da' | 'en';

/** Locales per spec section 9: da-DK and en-GB. */
const locales: Record<FormatLanguage, string> = { da: 'da-DK', en: 'en-GB' };

/** The interface language; Danish until i18next says otherwise (Danish is the default and the fallback). */
export function interfaceLanguage(): FormatLanguage {
  return i18next.language === 'en' ? 'en' : 'da';
}

/** The Intl locale of a language: 'da-DK' or 'en-GB'. */
export function localeOf(language: FormatLanguage = interfaceLanguage()): string {
  return locales[language];
}

/**
 * Building an Intl formatter costs far more than using one, and a list formats a value per row: one formatter per
 * language and kind of value, made on first use.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function numberFormat(
  kind: string,
  language: FormatLanguage,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `number ${kind} ${language}`;
  let made = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!made) {
    made = new Intl.NumberFormat(localeOf(language), options);
    formatters.set(key, made);
  }
  return made;
}

/** Dates and times in Copenhagen time, whatever the browser's zone (decisions.md). */
export function dateTimeFormat(
  kind: string,
  language: FormatLanguage,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `date ${kind} ${language}`;
  let made = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!made) {
    made = new Intl.DateTimeFormat(localeOf(language), { timeZone: businessTimeZone, ...options });
    formatters.set(key, made);
  }
  return made;
}
