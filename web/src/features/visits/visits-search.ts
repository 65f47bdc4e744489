import type { VisitSort } from '@servio/domain/visit';
import type { VisitStatus } from '@servio/domain/visit-status';

// This module is part of the route's search validation, which runs in the entry bundle: it must not import the
// domain's zod schemas (that would put zod on the sign-in page). The lists mirror domain/visit.ts and
// domain/visit-status.ts; visits-search.test.ts keeps them in step.
export const sortValues: readonly VisitSort[] = [
  'start',
  'end',
  'caseNumber',
  'customer',
  'status',
  'createdAt',
  'totalPrice',
];
export const statusValues: readonly VisitStatus[] = ['not_scheduled', 'scheduled', 'current', 'completed', 'done'];
const isValidIsoDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * The visits list's state, all in the URL (a reload keeps it; the sidebar link has no search, so coming back to
 * the screen starts at the defaults). `status=due` is the due view, as the sidebar's 'Forfaldne' link asks.
 */
export interface VisitsSearch {
  status?: 'due';
  view?: 'archived' | 'materiel';
  layout?: 'map' | 'calendar';
  q?: string;
  st?: VisitStatus[];
  emp?: string;
  dep?: string;
  cust?: string;
  from?: string;
  to?: string;
  /** Tag filters as `tagId:value`. */
  tags?: string[];
  page?: number;
  size?: number;
  sort?: VisitSort;
  dir?: 'asc' | 'desc';
  /** Calendar view and the date it shows; none is the width's own (a week on a desktop, an agenda on a phone). */
  cal?: 'day' | 'week' | 'month' | 'list';
  date?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined);
const id = (v: unknown) => (typeof v === 'string' && /^[0-9a-f-]{36}$/i.test(v) ? v : undefined);
const date = (v: unknown) => (typeof v === 'string' && isValidIsoDate(v) ? v : undefined);
const list = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];

export function validateVisitsSearch(s: Record<string, unknown>): VisitsSearch {
  const page = Number(s.page);
  const st = list(s.st).filter((x): x is VisitStatus => (statusValues as readonly string[]).includes(x));
  const tags = list(s.tags)
    .filter((x) => /^[0-9a-f-]{36}:.+/i.test(x))
    .slice(0, 20);
  return {
    status: s.status === 'due' ? 'due' : undefined,
    view: s.view === 'archived' || s.view === 'materiel' ? s.view : undefined,
    layout: s.layout === 'map' || s.layout === 'calendar' ? s.layout : undefined,
    q: text(s.q),
    st: st.length ? st : undefined,
    emp: id(s.emp),
    dep: id(s.dep),
    cust: id(s.cust),
    from: date(s.from),
    to: date(s.to),
    tags: tags.length ? tags : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    size: [25, 100, 200].includes(Number(s.size)) ? Number(s.size) : undefined,
    sort: (sortValues as readonly string[]).includes(String(s.sort)) ? (s.sort as VisitSort) : undefined,
    dir: s.dir === 'asc' || s.dir === 'desc' ? s.dir : undefined,
    cal: s.cal === 'day' || s.cal === 'week' || s.cal === 'month' || s.cal === 'list' ? s.cal : undefined,
    date: date(s.date),
  };
}

export type VisitView = 'all' | 'due' | 'archived' | 'hasMateriel';

export function viewOf(search: VisitsSearch): VisitView {
  if (search.status === 'due') return 'due';
  if (search.view === 'archived') return 'archived';
  if (search.view === 'materiel') return 'hasMateriel';
  return 'all';
}

/** Whether anything beyond the view narrows the list. */
export function hasFilters(search: VisitsSearch): boolean {
  return Boolean(
    search.q || search.st || search.emp || search.dep || search.cust || search.from || search.to || search.tags,
  );
}

/** How many of the filter bar's filters are set (the search box aside): the number on the folded bar's button. */
export function activeFilterCount(search: VisitsSearch): number {
  return [search.st, search.emp, search.dep, search.cust, search.from, search.to, search.tags].filter(Boolean).length;
}
