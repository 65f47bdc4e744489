/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin; empty means the page's own origin (production serves web and API together). */
  readonly VITE_API_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
