// Plain node test: every text a user can see must exist, non-empty, in both languages (decisions.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const languages = ['da', 'en'] as const;

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
}

function load(language: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const file of readdirSync(join(here, language))
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const namespace = file.replace(/\.json$/, '');
    flatten(JSON.parse(readFileSync(join(here, language, file), 'utf8')), namespace, out);
  }
  return out;
}

const catalogs = Object.fromEntries(languages.map((l) => [l, load(l)])) as Record<
  (typeof languages)[number],
  Map<string, unknown>
>;

describe('locale catalogs', () => {
  it('have the same namespace files in every language', () => {
    const files = languages.map((l) =>
      readdirSync(join(here, l))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    );
    expect(files[1]).toEqual(files[0]);
  });

  for (const language of languages) {
    for (const other of languages.filter((l) => l !== language)) {
      it(`every ${language} key exists in ${other}`, () => {
        const missing = [...catalogs[language].keys()].filter((k) => !catalogs[other].has(k));
        expect(missing).toEqual([]);
      });
    }

    it(`${language} has no empty or non-text values`, () => {
      const bad = [...catalogs[language].entries()]
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k);
      expect(bad).toEqual([]);
    });
  }

  it('interpolations match between languages', () => {
    const vars = (v: unknown) => [...String(v).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const mismatched = [...catalogs.da.entries()]
      .filter(([k, v]) => catalogs.en.has(k) && vars(v).join() !== vars(catalogs.en.get(k)).join())
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
  });

  // The public booking page (web/src/book, decisions/0034) has its own two catalogs, held to the same rules.
  describe('the booking page', () => {
    const book = Object.fromEntries(
      languages.map((l) => {
        const out = new Map<string, unknown>();
        flatten(JSON.parse(readFileSync(join(here, '../book/locales', `${l}.json`), 'utf8')), '', out);
        return [l, out];
      }),
    ) as Record<(typeof languages)[number], Map<string, unknown>>;

    it('has the same keys in both languages', () => {
      expect([...book.en.keys()].sort()).toEqual([...book.da.keys()].sort());
    });

    it('has no empty or non-text values', () => {
      const bad = languages.flatMap((l) =>
        [...book[l].entries()].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => `${l}:${k}`),
      );
      expect(bad).toEqual([]);
    });

    it('interpolations match between languages', () => {
      const vars = (v: unknown) => [...String(v).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      const mismatched = [...book.da.entries()]
        .filter(([k, v]) => vars(v).join() !== vars(book.en.get(k)).join())
        .map(([k]) => k);
      expect(mismatched).toEqual([]);
    });

    it('contains the texts the issue fixes', () => {
      expect(book.da.get('errors.slot_taken')).toBe('Tiden er lige blevet taget – vælg en anden.');
      expect(book.da.get('callback.offer')).toBe('Ring mig op');
    });
  });

  it('contains the texts the spec fixes', () => {
    expect(catalogs.da.get('auth.email_invalid')).toBe('Ugyldig email');
    expect(catalogs.da.get('auth.password_minLength')).toBe('Dit kodeord kan ikke være blankt');
    expect(catalogs.da.get('auth.invalidCredentials')).toBe('Din email/adgangskode er forkert');
    expect(catalogs.da.get('offline.noInternet')).toBe('Ingen internetforbindelse');
    expect(catalogs.da.get('offline.serverUnreachable')).toBe('Kan ikke forbinde til serveren');
    expect(catalogs.da.get('nav.bookings')).toBe('Henvendelser');
    expect(catalogs.da.get('errors.BAD_USER_INPUT')).toBe('Den udfyldte data er ikke gyldig');
    expect(catalogs.da.get('validation.duplicateEmail_customer')).toBe('En kunde med denne email findes allerede');
    expect(catalogs.da.get('validation.duplicateEmail_employee')).toBe(
      'En medarbejder med denne email findes allerede',
    );
    expect(catalogs.en.get('validation.duplicateEmail_customer')).toBe('A customer with this email already exists');
  });
});
