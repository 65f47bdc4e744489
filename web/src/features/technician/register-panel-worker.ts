/**
 * Registers the panel's service worker (vite-plugin-pwa's generated Workbox worker, scope /technician/, see
 * vite.config.ts and decisions/0016). Only the panel calls this, so the back office never gets a worker.
 */
export function registerPanelWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true })).catch(() => undefined); // without a worker the panel still works online
}
