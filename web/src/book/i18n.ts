// The booking page's own texts (no i18next: the page must stay small). Both catalogs are bundled, so switching
// language is instant and keeps what the visitor typed.
import da from './locales/da.json';
import en from './locales/en.json';
import { catalogText, type Catalog, type TextValues } from '../lib/catalog-text.ts';

export type Language = 'da' | 'en';
export const languages: Language[] = ['da', 'en'];

const catalogs: Record<Language, Catalog> = { da, en };

/** The text at a dotted key, with `{{name}}` filled in; the key itself when missing (the catalog test prevents that). */
export function translate(language: Language, key: string, values: TextValues = {}): string {
  return catalogText(catalogs[language], language, key, values);
}

export type T = (key: string, values?: Record<string, string | number>) => string;

export function translator(language: Language): T {
  return (key, values) => translate(language, key, values);
}

/** The page's first language: `?lang=en` when given, else Danish (the company's first language). */
export function initialLanguage(search: string): Language {
  return new URLSearchParams(search).get('lang') === 'en' ? 'en' : 'da';
}
