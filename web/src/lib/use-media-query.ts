import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem): below it the lists show cards and the calendar an agenda. */
export const mdUp = '(min-width: 48rem)';
/** Tailwind's `lg` breakpoint (64rem): from it the sidebar stands beside the page; below it it is a drawer. */
export const lgUp = '(min-width: 64rem)';

/**
 * Whether a media query matches, following changes (a rotated phone, a resized window). Only for what must render
 * differently; what only looks different belongs in Tailwind's responsive classes. Without matchMedia (jsdom) the
 * query counts as matching, the desktop layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? true,
    () => true,
  );
}
