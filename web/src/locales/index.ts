/**
 * Catalogs: the namespaces the sign-in page and the shell need are bundled statically (no flash of untranslated
 * keys on the first paint). The namespaces of the entity pages are loaded on demand by `loadFeatureCatalog`, in
 * the language in use (the admin area and the invitation page await it before rendering), so they do not count
 * against the sign-in page's JavaScript budget. Each file is one namespace: da/auth.json → `auth.*`.
 */
import type { i18n as I18n } from 'i18next';

type Catalog = Record<string, unknown>;

const namespaceOf = (path: string) => path.replace(/^.*\/([^/]+)\.json$/, '$1');

function byNamespace(files: Record<string, Catalog>): Catalog {
  const out: Catalog = {};
  for (const [path, catalog] of Object.entries(files)) out[namespaceOf(path)] = catalog;
  return out;
}

// The lazy namespaces; keep this list and the patterns below in step.
export const lazyNamespaces = [
  'customers',
  'customerImport',
  'employees',
  'departments',
  'customTags',
  'invitation',
  'myVisits',
  'mySchedule',
  'reasons',
  'auditLog',
  'visits',
  'controls',
  'timeRegistrations',
  'technician',
  'priceListImport',
  'visitLines',
  'stock',
  'items',
  'itemGroups',
  'reportTemplates',
  'reports',
  'files',
  'mail',
  'invoices',
  'economy',
  'economic',
  'equipment',
  'materials',
  'rentals',
  'booking',
  'serviceReminders',
  'notifications',
  'events',
  'messages',
  'planning',
  // The company settings and its feature switches: only the admin area's settings pages and the invitation page
  // (which awaits these catalogs) use them.
  'settings',
  'features',
];

const eagerDa = import.meta.glob<Catalog>(
  [
    './da/*.json',
    '!./da/customers.json',
    '!./da/customerImport.json',
    '!./da/employees.json',
    '!./da/departments.json',
    '!./da/customTags.json',
    '!./da/invitation.json',
    '!./da/myVisits.json',
    '!./da/mySchedule.json',
    '!./da/reasons.json',
    '!./da/auditLog.json',
    '!./da/visits.json',
    '!./da/controls.json',
    '!./da/timeRegistrations.json',
    '!./da/technician.json',
    '!./da/priceListImport.json',
    '!./da/visitLines.json',
    '!./da/stock.json',
    // The technician panel's materials, report and time registration: their chunks import them
    // (technician/material-texts.ts, report-texts.ts, time-texts.ts), the shell never.
    '!./da/technicianMaterials.json',
    '!./da/technicianReport.json',
    '!./da/technicianTime.json',
    '!./da/items.json',
    '!./da/itemGroups.json',
    '!./da/reportTemplates.json',
    '!./da/reports.json',
    '!./da/files.json',
    '!./da/mail.json',
    '!./da/invoices.json',
    '!./da/economy.json',
    '!./da/economic.json',
    '!./da/equipment.json',
    '!./da/materials.json',
    '!./da/rentals.json',
    '!./da/booking.json',
    '!./da/serviceReminders.json',
    '!./da/notifications.json',
    '!./da/events.json',
    '!./da/messages.json',
    '!./da/planning.json',
    '!./da/settings.json',
    '!./da/features.json',
  ],
  { eager: true, import: 'default' },
);
const eagerEn = import.meta.glob<Catalog>(
  [
    './en/*.json',
    '!./en/customers.json',
    '!./en/customerImport.json',
    '!./en/employees.json',
    '!./en/departments.json',
    '!./en/customTags.json',
    '!./en/invitation.json',
    '!./en/myVisits.json',
    '!./en/mySchedule.json',
    '!./en/reasons.json',
    '!./en/auditLog.json',
    '!./en/visits.json',
    '!./en/controls.json',
    '!./en/timeRegistrations.json',
    '!./en/technician.json',
    '!./en/priceListImport.json',
    '!./en/visitLines.json',
    '!./en/stock.json',
    // The technician panel's materials, report and time registration: their chunks import them
    // (technician/material-texts.ts, report-texts.ts, time-texts.ts), the shell never.
    '!./en/technicianMaterials.json',
    '!./en/technicianReport.json',
    '!./en/technicianTime.json',
    '!./en/items.json',
    '!./en/itemGroups.json',
    '!./en/reportTemplates.json',
    '!./en/reports.json',
    '!./en/files.json',
    '!./en/mail.json',
    '!./en/invoices.json',
    '!./en/economy.json',
    '!./en/economic.json',
    '!./en/equipment.json',
    '!./en/materials.json',
    '!./en/rentals.json',
    '!./en/booking.json',
    '!./en/serviceReminders.json',
    '!./en/notifications.json',
    '!./en/events.json',
    '!./en/messages.json',
    '!./en/planning.json',
    '!./en/settings.json',
    '!./en/features.json',
  ],
  { eager: true, import: 'default' },
);

export const resources = {
  da: { translation: byNamespace(eagerDa) },
  en: { translation: byNamespace(eagerEn) },
};

const lazyFiles = {
  da: () => import('./feature-catalogs-da.ts'),
  en: () => import('./feature-catalogs-en.ts'),
};

const loading = new Map<keyof typeof lazyFiles, Promise<void>>();
/** Whether a page has asked for feature texts (a prefetch does not count). */
let asked = false;

function fetchFeatureCatalog(i18n: I18n, language: keyof typeof lazyFiles): Promise<void> {
  let loaded = loading.get(language);
  if (!loaded) {
    loaded = lazyFiles[language]()
      .then(
        ({ default: files }) => void i18n.addResourceBundle(language, 'translation', byNamespace(files), true, true),
      )
      .catch((error: unknown) => {
        loading.delete(language); // let the next navigation try again
        throw error;
      });
    loading.set(language, loaded);
  }
  return loaded;
}

/**
 * Adds a language's feature namespaces, once. Only the language in use is fetched before a page renders: the other
 * one's 27 KB on a slow phone line held back every first load of the back office; it comes when a switch asks.
 */
export function loadFeatureCatalog(i18n: I18n, language: keyof typeof lazyFiles): Promise<void> {
  asked = true;
  return fetchFeatureCatalog(i18n, language);
}

/** Starts fetching a language's feature namespaces ahead of the page that will ask for them (main.tsx). */
export function prefetchFeatureCatalog(i18n: I18n, language: keyof typeof lazyFiles): Promise<void> {
  return fetchFeatureCatalog(i18n, language);
}

/** Whether a page has asked for the feature namespaces: a language switch then brings the new language's too. */
export const featureCatalogsAsked = () => asked;
