import type { ExternalToast } from 'sonner';

/**
 * sonner (about 10 KB gzip) is loaded on the first toast, not up front, so the sign-in page stays under its
 * JS budget. Calls made before the toaster is mounted wait for it: sonner only shows toasts created after its
 * <Toaster> subscribed.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined; // let a later toast try again (e.g. once the connection is back)
    throw error;
  });
  return sonner;
}

// Whether a toast has been asked for yet: the app's <Toaster> renders sonner only from then on.
let requested = false;
const listeners = new Set<() => void>();
/**
 * Loads and mounts the toaster now. The admin shell calls this so that later toasts, including
 * "cannot reach the server", do not depend on fetching a chunk from a server that may be gone by then.
 */
export function preloadToaster(): void {
  request();
}
function request(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}
export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function toasterRequested(): boolean {
  return requested;
}

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Called by the Toaster once sonner's own <Toaster> has subscribed. */
export function toasterMounted(): void {
  markMounted();
}

async function ready(): Promise<Sonner> {
  request();
  const module = await loadSonner();
  await mounted;
  return module;
}

export const toast = {
  success(message: string, options?: ExternalToast): void {
    void ready()
      .then(({ toast: t }) => t.success(message, options))
      .catch(() => undefined);
  },
  error(message: string, options?: ExternalToast): void {
    void ready()
      .then(({ toast: t }) => t.error(message, options))
      .catch(() => console.error(message)); // the toast chunk could not load: at least leave a trace
  },
  dismiss(id: string): void {
    void ready()
      .then(({ toast: t }) => t.dismiss(id))
      .catch(() => undefined);
  },
};
