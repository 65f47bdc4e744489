import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One file of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A code-split route component: `src/routes/admin/visits/index.tsx?tsr-split=component`. */
const routeComponentKey = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

/**
 * The address a route file answers, as a pattern, by TanStack Router's file naming: folders and dots are path
 * segments, `index` is the folder's own page, `$name` one segment of any value, a trailing `_` leaves the segment
 * un-nested (`settings_/audit-log` is /settings/audit-log), a leading `_` or `(group)` adds no segment.
 */
export function routePattern(routeFile: string): RegExp {
  const segments: string[] = [];
  for (const segment of routeFile.split(/[/.]/)) {
    if (segment === 'index' || segment === 'route' || segment.startsWith('_') || /^\(.*\)$/.test(segment)) continue;
    if (segment === '$') segments.push('.*');
    else if (segment.startsWith('$')) segments.push('[^/]+');
    else segments.push(segment.replace(/_$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  }
  return new RegExp(`^/${segments.join('/')}/?$`);
}

/** `key`'s file and, through their imports, every file it needs. */
function filesOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into);
  return into;
}

function readManifest(webDist: string): Manifest | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The tags that preload `key`'s files and what they import, less those the page names itself (the entry's). */
function preloadTags(manifest: Manifest, key: string, inPage: Set<string>): string {
  const files = [...filesOf(manifest, key)].filter((f) => !inPage.has(f) && f.endsWith('.js'));
  return files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
}

/** A language's feature texts: `src/locales/feature-catalogs-da.ts`. */
const featureCatalogKey = /^src\/locales\/feature-catalogs-([a-z]+)\.ts$/;

/** The `<link rel="modulepreload">` tags the back office's page names in its head, each table built once at start. */
export interface PagePreloads {
  /**
   * The code of the route a back-office address opens. The page itself preloads only the entry's files; a route's own
   * code came after the entry had run, a second wave of requests (decisions/0044). Named in the page, it comes beside
   * the entry.
   */
  route(pathname: string): string;
  /**
   * The feature texts of a language (web/src/locales/feature-catalogs-<language>.ts), which the back office awaits
   * before its frame renders. The entry asks for them only once it has run, on a phone some 2.5 s after the page
   * came; named in the page they come beside the entry (decisions/0053). Empty for a language without a catalog.
   */
  featureTexts(language: string): string;
}

/** The page's preload tables, read from Vite's build manifest; null without one (a development build). */
export function pagePreloads(webDist: string): PagePreloads | null {
  const manifest = readManifest(webDist);
  if (!manifest) return null;
  const inPage = filesOf(manifest, 'index.html');
  const routes: { pattern: RegExp; tags: string }[] = [];
  const texts = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const routeFile = routeComponentKey.exec(key)?.[1];
    if (routeFile) routes.push({ pattern: routePattern(routeFile), tags: preloadTags(manifest, key, inPage) });
    const language = featureCatalogKey.exec(key)?.[1];
    if (language) texts.set(language, preloadTags(manifest, key, inPage));
  }
  // A named segment before a parameter: /admin/visits/new is the new visit's page, not a visit whose id is "new".
  const parameters = (pattern: RegExp) => pattern.source.split('[^/]+').length + pattern.source.split('.*').length;
  routes.sort((a, b) => parameters(a.pattern) - parameters(b.pattern));
  return {
    route: (pathname) => routes.find((route) => route.pattern.test(pathname))?.tags ?? '',
    featureTexts: (language) => texts.get(language) ?? '',
  };
}
