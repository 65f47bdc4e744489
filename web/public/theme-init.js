/* global window, document */
// Applies the stored theme before the first paint (no flash of the wrong theme).
// Kept in sync with src/lib/theme.ts: key 'vite-ui-theme', legacy key 'theme' moved once.
(function () {
  var KEY = 'vite-ui-theme';
  var theme = 'system';
  try {
    var legacy = localStorage.getItem('theme');
    if (legacy !== null) {
      if (localStorage.getItem(KEY) === null && /^(system|light|dark)$/.test(legacy)) {
        localStorage.setItem(KEY, legacy);
      }
      localStorage.removeItem('theme');
    }
    var stored = localStorage.getItem(KEY);
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch {
    // Storage can be blocked; fall back to the system preference.
  }
  var resolved =
    theme === 'system'
      ? window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light'
      : theme;
  var root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  try {
    var lang = localStorage.getItem('i18nextLng');
    if (lang === 'da' || lang === 'en') root.lang = lang;
  } catch {
    // Without storage the html lang stays as served; i18n sets it on start.
  }
})();
