import { useSyncExternalStore } from 'react';
import { getTheme, subscribeToTheme, type Theme } from './theme.ts';

/** The chosen theme, re-rendering when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeToTheme, getTheme, getTheme);
}
