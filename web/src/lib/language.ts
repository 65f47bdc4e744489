/**
 * The language before anyone has signed in, without i18next: the sign-in page (Preact) and the back office
 * (lib/i18n.ts) choose it alike. Once signed in, a person's prefLang decides.
 */
export const supportedLanguages = ['da', 'en'] as const;
export type AppLanguage = (typeof supportedLanguages)[number];

/** Where the last used language is kept (i18next's key, which the back office used from the start). */
const storageKey = 'i18nextLng';

export function isAppLanguage(value: unknown): value is AppLanguage {
  return value === 'da' || value === 'en';
}

/** The last used language, else English for English browsers, else Danish (the default). */
export function initialLanguage(): AppLanguage {
  try {
    const stored = localStorage.getItem(storageKey);
    if (isAppLanguage(stored)) return stored;
  } catch {
    // Storage may be blocked; fall through to the browser language.
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  return browser.startsWith('en') ? 'en' : 'da';
}

/** Marks the page's language for screen readers and remembers it for the next visit. */
export function applyLanguageToDocument(language: string): void {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Not remembering the language is harmless.
  }
}
