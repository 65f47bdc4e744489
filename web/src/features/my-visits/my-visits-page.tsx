import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { graphql, request } from '../../lib/graphql.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { PagedVisitTable } from '../../shared/paged-visit-table.tsx';
import { visitTableRowFragment } from '../../shared/visit-table-row.ts';

const myVisitsQuery = graphql(
  `
    query myVisits($limit: Int, $offset: Int) {
      myVisits(limit: $limit, offset: $offset) {
        totalCount
        items {
          ...VisitTableRow
        }
      }
    }
  `,
  [visitTableRowFragment],
);

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
        <PagedVisitTable
          visits={visits}
          caption={t('myVisits.title')}
          empty={{ title: t('myVisits.emptyTitle'), body: t('myVisits.emptyBody') }}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
        />
      </Card>
    </Page>
  );
}
