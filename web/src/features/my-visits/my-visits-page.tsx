import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { PagedVisitTable } from '../../shared/paged-visit-table.tsx';
import { myVisitsOptions } from './my-visits-api.ts';

const pageSize = 25;

/** The customer area: the signed-in customer's own visits, read-only; each leads to its page. */
export function MyVisitsPage({ session }: { session: MeAndSettings }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const visits = useQuery(myVisitsOptions(page, pageSize));
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
          linked
          page={page}
          pageSize={pageSize}
          onPage={setPage}
        />
      </Card>
    </Page>
  );
}
