import { useEffect, useSyncExternalStore } from 'react';

/**
 * A module's export fetched once, on demand, not with the page: a part of a screen the first paint does not show
 * (a menu's Radix code, a list's folded filters). Whoever needs it first starts the fetch; the rest are told when it
 * is here. A failed fetch (a lost connection) may be started again.
 */
export interface DeferredModule<T> {
  load(): Promise<T>;
  /** The export once it is here. */
  current(): T | undefined;
  /** Whether the last fetch failed and none is on its way. */
  failed(): boolean;
  /** Told when the export arrives or a fetch fails. */
  subscribe(onChange: () => void): () => void;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  let failed = false;
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());
  return {
    load: () => {
      if (!loading) {
        failed = false;
        loading = importer().then(
          (value) => {
            loaded = value;
            tell();
            return value;
          },
          (error: unknown) => {
            loading = undefined; // the next call tries again
            failed = true;
            tell();
            throw error;
          },
        );
        tell();
      }
      return loading;
    },
    current: () => loaded,
    failed: () => failed,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/**
 * Once the page has loaded, the browser is idle and online: never in the way of what the page is waiting for, and no
 * fetch that is bound to fail while the connection is gone (the browser would report each one).
 */
export function whenPageSettled(run: () => void): () => void {
  let cancelled = false;
  // Safari has no requestIdleCallback: a task after the load event there.
  const idleCallbacks = typeof window.requestIdleCallback === 'function';
  let idle: number | undefined;
  const runWhenOnline = () => {
    if (cancelled) return;
    if (navigator.onLine) run();
    else window.addEventListener('online', schedule, { once: true });
  };
  const schedule = () => {
    if (cancelled) return;
    idle = idleCallbacks ? window.requestIdleCallback(runWhenOnline) : window.setTimeout(runWhenOnline, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    window.removeEventListener('online', schedule);
    if (idle !== undefined) {
      if (idleCallbacks) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    }
  };
}

/**
 * A deferred module's export for rendering: undefined until it is here, fetched once the page has settled if no one
 * asked for it sooner. `failed` says the last fetch failed (the part may offer to try again with `load`).
 */
export function useDeferredModule<T>(part: DeferredModule<T>): { value: T | undefined; failed: boolean } {
  const value = useSyncExternalStore(part.subscribe, part.current, part.current);
  const failed = useSyncExternalStore(part.subscribe, part.failed, part.failed);
  useEffect(() => {
    if (part.current() !== undefined) return;
    return whenPageSettled(() => {
      part.load().catch(() => undefined); // told through `failed`
    });
  }, [part]);
  useEffect(() => {
    if (!failed) return;
    // The connection was lost on the way: fetch again once it is back, without the person asking.
    const retry = () => void part.load().catch(() => undefined);
    window.addEventListener('online', retry, { once: true });
    return () => window.removeEventListener('online', retry);
  }, [part, failed]);
  return { value, failed };
}
