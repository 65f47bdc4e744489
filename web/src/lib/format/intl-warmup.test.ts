import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { businessTimeZone } from '@servio/domain/time';
import { localeOf, type FormatLanguage } from './language.ts';

// web/public/intl-warmup.js is a plain script in the page's head that cannot import this module: it repeats the
// locales and the time zone (decisions/0053). Run here, it must warm exactly what the formats will use.
const script = readFileSync(path.resolve(import.meta.dirname, '../../../public/intl-warmup.js'), 'utf8');

/** Runs the script for a page whose html lang is `lang`, and returns the formatters it built. */
function warmedFor(lang: string) {
  const built: { kind: string; locale: string; timeZone?: string }[] = [];
  const recording = (kind: string, Real: new (locale: string, options?: object) => object) =>
    function (locale: string, options?: { timeZone?: string }) {
      built.push({ kind, locale, ...(options?.timeZone ? { timeZone: options.timeZone } : {}) });
      return new Real(locale, options);
    };
  vm.runInNewContext(script, {
    document: { documentElement: { lang } },
    setTimeout: (run: () => void) => run(),
    Intl: {
      DateTimeFormat: recording('DateTimeFormat', Intl.DateTimeFormat),
      NumberFormat: recording('NumberFormat', Intl.NumberFormat),
      PluralRules: recording('PluralRules', Intl.PluralRules),
    },
  });
  return built;
}

describe('intl-warmup.js', () => {
  it.each<[string, FormatLanguage]>([
    ['da', 'da'],
    ['en', 'en'],
    ['', 'da'],
  ])('with html lang "%s" warms the formats of %s, dates in the business time zone', (lang, language) => {
    expect(warmedFor(lang)).toEqual([
      { kind: 'DateTimeFormat', locale: localeOf(language), timeZone: businessTimeZone },
      { kind: 'NumberFormat', locale: localeOf(language) },
      { kind: 'PluralRules', locale: localeOf(language) },
    ]);
  });
});
