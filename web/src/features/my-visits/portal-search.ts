import type { MyVisitTime } from './my-visits-api.ts';

/** The customer portal's home in the URL (/admin): which visits, which of the login's places, which page. */
export interface PortalSearch {
  when?: Exclude<MyVisitTime, 'upcoming'>;
  location?: string;
  page?: number;
}

export function validatePortalSearch(search: Record<string, unknown>): PortalSearch {
  const out: PortalSearch = {};
  if (search.when === 'past') out.when = 'past';
  if (typeof search.location === 'string' && search.location.length <= 100) out.location = search.location;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 10_000) out.page = page;
  return out;
}
