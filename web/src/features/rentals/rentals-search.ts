import { dateParam, listSizeParam, pageParam, textParam } from '../../lib/search-params.ts';
/** The rentals page's state in the URL: the list's filters and page, and the unit whose calendar shows. */
export interface RentalsSearch {
  /** A unit: the list's filter and the calendar shown. */
  unit?: string;
  customer?: string;
  /** Local dates (YYYY-MM-DD): rentals overlapping from the first day through the last. */
  from?: string;
  to?: string;
  page?: number;
  size?: number;
}

export function validateRentalsSearch(s: Record<string, unknown>): RentalsSearch {
  return {
    unit: textParam(s.unit),
    customer: textParam(s.customer),
    from: dateParam(s.from),
    to: dateParam(s.to),
    page: pageParam(s.page),
    size: listSizeParam(s.size),
  };
}
