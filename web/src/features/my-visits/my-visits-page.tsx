import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarX2 } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { graphql, request } from '../../lib/graphql.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { VisitTable } from '../customers/visit-table.tsx';

const myVisitsQuery = graphql(`
  query myVisits($limit: Int, $offset: Int) {
    myVisits(limit: $limit, offset: $offset) {
      totalCount
      items { id caseNumber start end status archived description address { streetAddress zipcode city } }
    }
  }
`);

const pageSize = 25;
const myVisitsOptions = (page: number) =>
  queryOptions({
    queryKey: ['myVisits', page],
    queryFn: async () => (await request(myVisitsQuery, { limit: pageSize, offset: (page - 1) * pageSize })).myVisits,
    placeholderData: keepPreviousData,
  });

/** The customer area: the signed-in customer's own visits, read-only. */
export function MyVisitsPage({ session }: { session: MeAndSettings }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const visits = useQuery(myVisitsOptions(page));
  return (
    <Page wide>
      <div className="mb-6">
        <h2 className="text-xl font-semibold tracking-tight">
          {session.me.firstName ? t('overview.greeting', { name: session.me.firstName }) : t('myVisits.title')}
        </h2>
        <p className="mt-0.5 text-[13px] text-muted">{t('myVisits.intro')}</p>
      </div>
      <Card className="overflow-hidden">
        <div className="border-b border-border px-5 py-3.5">
          <h2 className="text-[15px] font-semibold">{t('myVisits.title')}</h2>
        </div>
        {visits.isPending ? (
          <div className="space-y-3 p-5" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        ) : visits.isError ? (
          <ErrorState title={t('common.loadErrorTitle')} body={t(errorMessageKey(visits.error))} retryLabel={t('common.retry')} onRetry={() => void visits.refetch()} />
        ) : visits.data.items.length === 0 ? (
          <EmptyState icon={CalendarX2} title={t('myVisits.emptyTitle')} body={t('myVisits.emptyBody')} />
        ) : (
          <>
            <VisitTable visits={visits.data.items} caption={t('myVisits.title')} />
            {visits.data.totalCount > pageSize && (
              <Pagination
                page={page}
                pageSize={pageSize}
                total={visits.data.totalCount}
                onPage={setPage}
              />
            )}
          </>
        )}
      </Card>
    </Page>
  );
}
