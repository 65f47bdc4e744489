import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { featureCatalogsAsked, loadFeatureCatalog, prefetchFeatureCatalog, resources } from '../locales/index.ts';
import {
  applyLanguageToDocument,
  initialLanguage,
  isAppLanguage,
  supportedLanguages,
  type AppLanguage,
} from './language.ts';

export { isAppLanguage, supportedLanguages, type AppLanguage } from './language.ts';

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'da',
  supportedLngs: [...supportedLanguages],
  interpolation: { escapeValue: false }, // React escapes.
  returnNull: false,
  initAsync: false, // resources are bundled, so initialise synchronously: no untranslated first paint.
});

applyLanguageToDocument(i18n.language);
i18n.on('languageChanged', applyLanguageToDocument);

/**
 * Switches the language: at once where only the texts bundled with the app are in use (before the back office has
 * loaded its feature texts), else once the new language's feature texts are there, so a page never
 * shows half of its texts in the old language.
 */
export function setLanguage(language: AppLanguage): void {
  if (i18n.language === language) return;
  if (!featureCatalogsAsked()) void i18n.changeLanguage(language);
  else
    void loadFeatureCatalog(i18n, language).then(
      () => i18n.changeLanguage(language),
      () => i18n.changeLanguage(language), // without them the texts fall back to Danish: better than no switch
    );
}

export function currentLanguage(): AppLanguage {
  return isAppLanguage(i18n.language) ? i18n.language : 'da';
}

/**
 * The entity pages' texts (customers, employees, …) in the language in use, loaded once before the admin area or
 * the invitation page renders.
 */
export function loadFeatureTexts(): Promise<void> {
  return loadFeatureCatalog(i18n, currentLanguage());
}

/**
 * Fetches the feature texts of the language in use before anyone asks (main.tsx), without counting as a page that
 * shows them: a session in another language still switches at once.
 */
export function prefetchFeatureTexts(): Promise<void> {
  return prefetchFeatureCatalog(i18n, currentLanguage());
}

/** Both languages' feature texts (the component tests switch languages directly). */
export async function loadAllFeatureTexts(): Promise<void> {
  await Promise.all(supportedLanguages.map((language) => loadFeatureCatalog(i18n, language)));
}

export { i18n };
