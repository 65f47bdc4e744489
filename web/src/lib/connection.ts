// Whether the browser has a connection, and how its absence is shown: the back office's offline banner
// (features/app/offline-banner.tsx) and the sign-in page's (Preact, sign-in/offline-notice.tsx) alike.

/** Calls `listener` whenever the browser goes on- or offline; returns the unsubscribe. */
export function subscribeToConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const isOnline = (): boolean => navigator.onLine;

/** The live region the notice appears in, bottom centre, above everything. */
export const offlineRegionClasses = 'pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4';

/** The notice itself: a dark pill. */
export const offlineNoticeClasses =
  'pointer-events-auto inline-flex items-center gap-2 rounded-full bg-foreground px-4 py-2 text-[13px] font-medium ' +
  'text-background shadow-lg';
