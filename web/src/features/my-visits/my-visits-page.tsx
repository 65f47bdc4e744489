import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarPlus } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { buttonClasses } from '../../components/button.tsx';
import { Select } from '../../components/select.tsx';
import { viewLinkClass, viewNavClass } from '../../components/view-links.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { PagedVisitTable } from '../../shared/paged-visit-table.tsx';
import { myCustomersOptions } from '../../shared/my-customers.ts';
import { myVisitsOptions } from './my-visits-api.ts';
import type { PortalSearch } from './portal-search.ts';

const pageSize = 25;

/**
 * The customer portal's home: the login's visits, upcoming (soonest first) or past, for its own customer and, with
 * the company's customer hierarchy, its locations (named on each visit, and one may be chosen). Each visit leads to
 * its page; "Book et besøg" leads to the company's booking page, which knows the login.
 */
export function MyVisitsPage({
  session,
  search,
  onSearchChange,
}: {
  session: MeAndSettings;
  search: PortalSearch;
  onSearchChange: (patch: PortalSearch) => void;
}) {
  const { t } = useTranslation();
  const when = search.when ?? 'upcoming';
  const page = search.page ?? 1;
  const customers = useQuery(myCustomersOptions);
  const locations = (customers.data?.length ?? 0) > 1 ? customers.data! : null;
  const visits = useQuery(myVisitsOptions({ when, customerId: search.location, page, pageSize }));
  const names = useMemo(() => new Map(customers.data?.map((c) => [c.id, c.name])), [customers.data]);
  // Each visit named by its place when the login has several.
  const named = useMemo(() => {
    if (!locations || !visits.data) return visits;
    const items = visits.data.items.map((v) => ({ ...v, customer: { name: names.get(v.customerId ?? '') ?? '' } }));
    return { ...visits, data: { ...visits.data, items } } as typeof visits;
  }, [locations, names, visits]);

  return (
    <Page wide>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">
            {session.me.firstName ? t('overview.greeting', { name: session.me.firstName }) : t('myVisits.title')}
          </h2>
          <p className="mt-0.5 text-[13px] text-muted">{t('myVisits.intro')}</p>
        </div>
        {session.company?.bookingflowactive && (
          // The booking page is its own small app (/book), not a route of this one.
          <a href="/book" className={buttonClasses('primary')}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            {t('myVisits.book')}
          </a>
        )}
      </div>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <nav aria-label={t('myVisits.views')} className={viewNavClass}>
          <Link
            to="/admin/"
            search={{ location: search.location }}
            activeOptions={{ exact: true, includeSearch: true }}
            className={viewLinkClass}
          >
            {t('myVisits.upcoming')}
          </Link>
          <Link
            to="/admin/"
            search={{ when: 'past', location: search.location }}
            activeOptions={{ exact: true, includeSearch: true }}
            className={viewLinkClass}
          >
            {t('myVisits.past')}
          </Link>
        </nav>
        {locations && (
          <Select
            aria-label={t('myVisits.location')}
            className="w-auto max-w-full"
            value={search.location ?? ''}
            onChange={(e) => onSearchChange({ location: e.target.value || undefined, page: undefined })}
          >
            <option value="">{t('myVisits.allLocations')}</option>
            {locations.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </div>
      <Card className="overflow-hidden">
        <PagedVisitTable
          visits={named}
          caption={t('myVisits.title')}
          empty={
            when === 'past'
              ? { title: t('myVisits.emptyPastTitle'), body: t('myVisits.emptyPastBody') }
              : { title: t('myVisits.emptyTitle'), body: t('myVisits.emptyBody') }
          }
          linked
          showCustomer={locations !== null}
          page={page}
          pageSize={pageSize}
          onPage={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
        />
      </Card>
    </Page>
  );
}
