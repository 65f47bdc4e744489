import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import daErrors from '../../locales/da/errors.json';
import daOffline from '../../locales/da/offline.json';
import daTechnician from '../../locales/da/technician.json';
import daVisitStatus from '../../locales/da/visitStatus.json';
import enErrors from '../../locales/en/errors.json';
import enOffline from '../../locales/en/offline.json';
import enTechnician from '../../locales/en/technician.json';
import enVisitStatus from '../../locales/en/visitStatus.json';

const storageKey = 'i18nextLng';
type Language = 'da' | 'en';

/** The language the back office last used on this device (lib/i18n keeps it), else the browser's, else Danish. */
function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored === 'da' || stored === 'en') return stored;
  } catch {
    // Storage may be blocked.
  }
  return navigator.language.toLowerCase().startsWith('en') ? 'en' : 'da';
}

/**
 * The panel's texts only (its own catalog, the offline messages, errors and visit statuses), bundled: the panel
 * works offline and must not wait for a catalog. The back office's lib/i18n bundles every shell catalog instead.
 */
export function initPanelTexts(): void {
  void i18n.use(initReactI18next).init({
    resources: {
      da: {
        translation: { technician: daTechnician, offline: daOffline, errors: daErrors, visitStatus: daVisitStatus },
      },
      en: {
        translation: { technician: enTechnician, offline: enOffline, errors: enErrors, visitStatus: enVisitStatus },
      },
    },
    lng: initialLanguage(),
    fallbackLng: 'da',
    supportedLngs: ['da', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const apply = (language: string) => {
    document.documentElement.lang = language;
    document.title = `${i18n.t('technician.title')} · Servio`;
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}

/** The signed-in person's language (their prefLang) once the panel knows it. */
export function applyPanelLanguage(language: string | undefined): void {
  if ((language === 'da' || language === 'en') && i18n.language !== language) {
    void i18n.changeLanguage(language);
    try {
      localStorage.setItem(storageKey, language);
    } catch {
      // Not remembering is harmless.
    }
  }
}
