import { localToInstant, parseDate } from '@servio/domain/local-dates';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import type { VisitFilterInput, VisitListVariables } from './visits-api.ts';
import { viewOf, type VisitsSearch } from './visits-search.ts';

/** The next day of a YYYY-MM-DD date. */
export function nextDay(day: string): string {
  return new Date((parseDate(day) + 1) * 86_400_000).toISOString().slice(0, 10);
}

/** Copenhagen midnight of a local date as an ISO instant. */
export function localMidnight(day: string): string {
  return localToInstant(parseDate(day), 0).toISOString();
}

/** The server filter of the URL state (without the view's paging and sort). */
export function filterOf(search: VisitsSearch): VisitFilterInput {
  return {
    view: viewOf(search),
    search: search.q ?? null,
    statuses: search.st ?? null,
    employeeIds: search.emp ? [search.emp] : null,
    departmentId: search.dep ?? null,
    customerId: search.cust ?? null,
    from: search.from ? localMidnight(search.from) : null,
    // The 'to' date is inclusive for people: up to the next midnight.
    to: search.to ? localMidnight(nextDay(search.to)) : null,
    tagValues: search.tags?.map((t) => ({ tagId: t.slice(0, 36), value: t.slice(37) })) ?? null,
  };
}

/**
 * The list's page, sort and server variables of the URL state: what the table shows and asks for, and what the
 * route asks for ahead of it (routes/admin/visits/index.tsx), so both ask the one query.
 */
export function listQueryOf(search: VisitsSearch) {
  const page = search.page ?? 1;
  const size = search.size ?? defaultPageSize;
  const sort = search.sort ?? 'start';
  const dir = search.dir ?? (viewOf(search) === 'due' ? 'asc' : 'desc');
  const variables: VisitListVariables = {
    filter: filterOf(search),
    sort,
    sortDirection: dir,
    limit: size,
    offset: (page - 1) * size,
  };
  return { page, size, sort, dir, variables };
}
