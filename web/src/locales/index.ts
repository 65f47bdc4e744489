/**
 * Catalogs are bundled statically: both languages together are a few KB gzip, and this avoids a
 * flash of untranslated keys on the first paint. Each file is one namespace: da/auth.json → `auth.*`.
 */
type Catalog = Record<string, unknown>;

function byNamespace(files: Record<string, Catalog>): Catalog {
  const out: Catalog = {};
  for (const [path, catalog] of Object.entries(files)) {
    const namespace = path.replace(/^.*\/([^/]+)\.json$/, '$1');
    out[namespace] = catalog;
  }
  return out;
}

export const resources = {
  da: { translation: byNamespace(import.meta.glob<Catalog>('./da/*.json', { eager: true, import: 'default' })) },
  en: { translation: byNamespace(import.meta.glob<Catalog>('./en/*.json', { eager: true, import: 'default' })) },
};
