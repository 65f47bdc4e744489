import type { Session } from './auth.ts';

/**
 * The session's root query as the server answered it into the page (server/src/web/session-in-page.ts), taken
 * once: the element is removed, so nothing reads a stale answer later. Undefined when the page carries none (no
 * session cookie, a development server, an answer the server could not give); the web then asks itself.
 */
export function takeSessionFromPage(): Session | undefined {
  const element = document.getElementById('session');
  if (element?.getAttribute('type') !== 'application/json') return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as Session;
  } catch {
    return undefined;
  }
}
