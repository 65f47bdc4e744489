import { listSizeParam, pageParam, textParam } from '../../lib/search-params.ts';

/**
 * The inbox's state in the URL: the status tab (open when left out), kind, search words, page, and the one open.
 * Read as plain text here (this file is in the first bundle, which the sign-in page pays for); the page keeps only
 * the statuses and kinds it knows (bookings-filters.ts).
 */
export interface BookingsSearch {
  status?: string;
  kind?: string;
  q?: string;
  page?: number;
  size?: number;
  /** The booking whose details show. */
  id?: string;
}

export const validateBookingsSearch = (s: Record<string, unknown>): BookingsSearch => ({
  status: textParam(s.status),
  kind: textParam(s.kind),
  q: textParam(s.q),
  page: pageParam(s.page),
  size: listSizeParam(s.size),
  id: textParam(s.id),
});
