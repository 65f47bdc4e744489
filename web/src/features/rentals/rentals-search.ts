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

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 1 ? n : undefined;
};
const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const isoDate = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

export function validateRentalsSearch(s: Record<string, unknown>): RentalsSearch {
  return {
    unit: text(s.unit),
    customer: text(s.customer),
    from: isoDate(s.from),
    to: isoDate(s.to),
    page: positive(s.page),
    size: [25, 100, 200].includes(Number(s.size)) ? Number(s.size) : undefined,
  };
}
