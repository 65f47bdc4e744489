import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, UserSquare2, Users, type LucideIcon } from 'lucide-react';
import { useDebounced } from '../../lib/use-debounced.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { searchAccess } from './search-access.ts';
import { countValues } from '../../lib/format/index.ts';
import {
  searchCustomersOptions,
  searchEmployeesOptions,
  searchMyVisitsOptions,
  searchVisitsOptions,
} from './search-api.ts';

/** One row of the palette: its value (unique, for cmdk's selection), what it shows and where it leads. */
export interface SearchResult {
  value: string;
  icon?: LucideIcon;
  title: string;
  /** A visit's case number, shown before the title. */
  caseNumber?: number;
  detail?: string;
  /** "Vis alle …": a link to the whole list rather than a record. */
  more?: boolean;
  open: () => void;
}

export interface SearchGroup {
  key: 'customers' | 'visits' | 'employees';
  heading: string;
  results: SearchResult[];
}

/** A list's size for "Vis alle 1.000+ kunder": a capped count reads as at least that many. */
function totalValues(page: { totalCount: number; totalCountCapped?: boolean }) {
  const values = countValues(page.totalCount);
  return page.totalCountCapped ? { ...values, countText: `${values.countText}+` } : values;
}

/**
 * The global search's answer for the typed text (debounced): the groups the role may search (search-access.ts), in
 * the palette's order, with the loading, error and empty states over all of them.
 */
export function useGlobalSearch(session: MeAndSettings, term: string, open: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useDebounced(term.trim(), 200);
  const may = searchAccess(session);
  // Search starts at two characters, as the server's (a single letter narrows nothing).
  const active = open && search.length >= 2;
  const customers = useQuery({ ...searchCustomersOptions(search), enabled: active && may.customers });
  const employees = useQuery({ ...searchEmployeesOptions(search), enabled: active && may.employees });
  const visits = useQuery({ ...searchVisitsOptions(search), enabled: active && may.visits });
  const myVisits = useQuery({ ...searchMyVisitsOptions(search), enabled: active && may.myVisits });
  const asked = [
    may.customers ? customers : null,
    may.visits ? visits : null,
    may.myVisits ? myVisits : null,
    may.employees ? employees : null,
  ].filter((q) => q !== null);

  const groups: SearchGroup[] = [];
  if (active && customers.data && may.customers) {
    const { items, totalCount } = customers.data;
    const results: SearchResult[] = items.map((c) => ({
      value: `customer:${c.id}`,
      icon: Users,
      title: c.name,
      detail: [c.email, c.address.city].filter(Boolean).join(' · '),
      open: () => void navigate({ to: '/admin/customers/$customerId', params: { customerId: c.id } }),
    }));
    if (totalCount > items.length) {
      results.push({
        value: 'customers:all',
        title: t('search.allCustomers', totalValues(customers.data)),
        more: true,
        open: () => void navigate({ to: '/admin/customers', search: { q: search } }),
      });
    }
    groups.push({ key: 'customers', heading: t('search.customers'), results });
  }
  // A customer's own visits all have her name, so hers are told apart by what is to be done.
  const visitPage = may.visits
    ? visits.data && {
        ...visits.data,
        items: visits.data.items.map((v) => ({ ...v, title: v.customer?.name ?? '', detail: v.description ?? '' })),
      }
    : may.myVisits
      ? myVisits.data && {
          ...myVisits.data,
          items: myVisits.data.items.map((v) => ({ ...v, title: v.description ?? '', detail: '' })),
        }
      : undefined;
  if (active && visitPage) {
    const results: SearchResult[] = visitPage.items.map((v) => ({
      value: `visit:${v.id}`,
      icon: CalendarDays,
      caseNumber: v.caseNumber,
      title: v.title,
      detail: v.detail,
      open: () => void navigate({ to: '/admin/visits/$visitId', params: { visitId: v.id } }),
    }));
    // The visits list is staff's; a customer's own visits are few, and the search shows them all but five.
    if (may.visits && visitPage.totalCount > visitPage.items.length) {
      results.push({
        value: 'visits:all',
        title: t('search.allVisits', totalValues(visitPage)),
        more: true,
        open: () => void navigate({ to: '/admin/visits', search: { q: search } }),
      });
    }
    groups.push({ key: 'visits', heading: t('search.visits'), results });
  }
  if (active && employees.data && may.employees) {
    const results: SearchResult[] = employees.data.items.map((e) => ({
      value: `employee:${e.id}`,
      icon: UserSquare2,
      title: e.name,
      detail: e.email ?? '',
      open: () => void navigate({ to: '/admin/employees/$employeeId', params: { employeeId: e.id } }),
    }));
    groups.push({ key: 'employees', heading: t('search.employees'), results });
  }

  const loading = active && asked.some((q) => q.isFetching);
  const failed = active ? asked.find((q) => q.isError) : undefined;
  const count = groups.reduce((n, g) => n + g.results.filter((r) => !r.more).length, 0);
  return {
    search,
    groups: groups.filter((g) => g.results.length > 0),
    loading,
    error: failed?.error ?? null,
    retry: () => asked.forEach((q) => q.isError && void q.refetch()),
    /** Every group answered, and nothing was found. */
    empty: active && !loading && !failed && asked.every((q) => q.data) && count === 0,
    count,
  };
}
