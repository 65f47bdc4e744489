/**
 * Mirrors public/theme-init.js, which applies the theme before the first paint. No React here: the sign-in page
 * (Preact) applies the theme too; the hook is lib/use-theme.ts.
 */
export const themes = ['system', 'light', 'dark'] as const;
export type Theme = (typeof themes)[number];

const storageKey = 'vite-ui-theme';
const legacyKey = 'theme';
const darkQuery = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return value === 'system' || value === 'light' || value === 'dark';
}

function readStored(): Theme {
  try {
    // One key only: a value under the legacy key is moved once, then the legacy key is removed.
    const legacy = localStorage.getItem(legacyKey);
    if (legacy !== null) {
      if (localStorage.getItem(storageKey) === null && isTheme(legacy)) localStorage.setItem(storageKey, legacy);
      localStorage.removeItem(legacyKey);
    }
    const stored = localStorage.getItem(storageKey);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

let current: Theme = typeof window === 'undefined' ? 'system' : readStored();
const listeners = new Set<() => void>();

function systemIsDark(): boolean {
  return window.matchMedia?.(darkQuery).matches ?? false;
}

function apply(): void {
  const resolved = current === 'system' ? (systemIsDark() ? 'dark' : 'light') : current;
  const root = document.documentElement;
  root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
  root.classList.add(resolved);
}

export function setTheme(theme: Theme): void {
  current = theme;
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // The choice then lasts for this page only.
  }
  apply();
  listeners.forEach((listener) => listener());
}

export function getTheme(): Theme {
  return current;
}

/** Call once at start-up: applies the theme and follows the system preference live while 'system' is chosen. */
export function initTheme(): void {
  apply();
  window.matchMedia?.(darkQuery).addEventListener('change', () => {
    if (current === 'system') apply();
  });
}

/** Calls `listener` whenever the theme is chosen (lib/use-theme.ts). */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
