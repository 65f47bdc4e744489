import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadFeatureCatalogs, resources } from '../locales/index.ts';

export const supportedLanguages = ['da', 'en'] as const;
export type AppLanguage = (typeof supportedLanguages)[number];

const storageKey = 'i18nextLng';

export function isAppLanguage(value: unknown): value is AppLanguage {
  return value === 'da' || value === 'en';
}

/** Before sign-in: the last used language, else English for English browsers, else Danish (the default). */
function initialLanguage(): AppLanguage {
  try {
    const stored = localStorage.getItem(storageKey);
    if (isAppLanguage(stored)) return stored;
  } catch {
    // Storage may be blocked; fall through to the browser language.
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  return browser.startsWith('en') ? 'en' : 'da';
}

function applyToDocument(language: string): void {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Not remembering the language is harmless.
  }
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'da',
  supportedLngs: [...supportedLanguages],
  interpolation: { escapeValue: false }, // React escapes.
  returnNull: false,
  initAsync: false, // resources are bundled, so initialise synchronously: no untranslated first paint.
});

applyToDocument(i18n.language);
i18n.on('languageChanged', applyToDocument);

/** Switches at once; resources are in memory. */
export function setLanguage(language: AppLanguage): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

export function currentLanguage(): AppLanguage {
  return isAppLanguage(i18n.language) ? i18n.language : 'da';
}

/** The entity pages' texts (customers, employees, …), loaded once before the admin area or the invitation page renders. */
export function loadFeatureTexts(): Promise<void> {
  return loadFeatureCatalogs(i18n);
}

export { i18n };
