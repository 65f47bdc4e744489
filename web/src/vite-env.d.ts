/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** API origin; empty means the page's own origin (production serves web and API together). */
  readonly VITE_API_URL?: string;
  /** Map tiles ({z}/{x}/{y}); OpenStreetMap when unset. May be a same-origin path. */
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
