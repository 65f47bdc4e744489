import type { FastifyRequest } from 'fastify';
import { BookingSiteError } from './booking-site-error.ts';

/**
 * CSRF for a POST that acts on a customer's session (the booking linked to the login's customer). The app's own
 * defence holds here as well: only JSON bodies are parsed (a cross-site form or no-cors fetch is 415 before any
 * handler runs, app.ts) and the cookie is SameSite=Lax, so a browser sends neither a JSON body nor the cookie from
 * another site without a preflight, which is never granted. On top of that, since this API is otherwise anonymous
 * and answers on campaign hosts too, the browser's own word on where the request comes from is checked: Sec-Fetch-Site
 * (computed by the browser, not changed by a proxy) when sent, else the Origin's host against the request's. A
 * token would need a page load to fetch it first; the page's calls are same-origin, so this costs it nothing.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  if (isCrossOrigin(request)) throw new BookingSiteError(403, 'cross_site');
}

function isCrossOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  // Browsers send Origin on every POST; a request without one comes from no browser page and carries no CSRF.
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host.toLowerCase() !== (request.host ?? '').toLowerCase();
  } catch {
    return true; // "null" (a sandboxed or privacy-stripped page) and anything else unreadable
  }
}
