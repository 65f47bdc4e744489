/**
 * Where the sign-in page sends a person after signing in, from its `redirect` parameter: the page itself and the
 * server (which sends someone already signed in straight on) read it alike.
 *
 * Only same-site paths are followed after sign-in (no open redirect): must start with one '/',
 * not '//' or '/\' (protocol-relative), and must not lead back into the sign-in/logout loop.
 */
export function safeRedirectPath(value: unknown, fallback = '/admin'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 32) return fallback; // control characters
  if (value === '/sign-in' || value.startsWith('/sign-in?') || value.startsWith('/logout')) return fallback;
  return value;
}
