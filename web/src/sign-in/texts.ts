// The sign-in page's texts: the back office's own catalogs for the namespaces the page shows (auth, and one text
// each of common, errors and offline), so the two never differ; no i18next (lib/catalog-text.ts).
import daAuth from '../locales/da/auth.json';
import daCommon from '../locales/da/common.json';
import daErrors from '../locales/da/errors.json';
import daOffline from '../locales/da/offline.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enOffline from '../locales/en/offline.json';
import { catalogText, type Catalog, type TextValues } from '../lib/catalog-text.ts';
import type { AppLanguage } from '../lib/language.ts';

const catalogs: Record<AppLanguage, Catalog> = {
  da: { auth: daAuth, common: daCommon, errors: daErrors, offline: daOffline },
  en: { auth: enAuth, common: enCommon, errors: enErrors, offline: enOffline },
};

export type Translate = (key: string, values?: TextValues) => string;

export function translator(language: AppLanguage): Translate {
  return (key, values) => catalogText(catalogs[language], language, key, values);
}
