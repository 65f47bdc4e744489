import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { CalendarX2, Plus } from 'lucide-react';
import { buttonClasses } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { customerVisitsOptions } from './customers-api.ts';
import { VisitTable } from './visit-table.tsx';

const pageSize = 25;

/** The customer's visits, newest first, paged on the server. */
export function CustomerVisitsTab({ customerId, canCreate = false }: { customerId: string; canCreate?: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const visits = useQuery(customerVisitsOptions(customerId, pageSize, (page - 1) * pageSize));
  return (
    <>
    {canCreate && (
      <div className="mb-3 flex justify-end">
        <Link to="/admin/visits/new" search={{ customerId }} className={buttonClasses('primary')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('visits.create')}
        </Link>
      </div>
    )}
    <Card className="overflow-hidden">
      {visits.isPending ? (
        <div className="space-y-3 p-5" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : visits.isError ? (
        <ErrorState
          title={t('common.loadErrorTitle')}
          body={t(errorMessageKey(visits.error))}
          retryLabel={t('common.retry')}
          onRetry={() => void visits.refetch()}
        />
      ) : visits.data.items.length === 0 ? (
        <EmptyState icon={CalendarX2} title={t('customers.visitsEmptyTitle')} body={t('customers.visitsEmptyBody')} />
      ) : (
        <>
          <VisitTable visits={visits.data.items} caption={t('customers.tabs.visits')} linked />
          <Pagination
            page={page}
            pageSize={pageSize}
            total={visits.data.totalCount}
            onPage={setPage}
          />
        </>
      )}
    </Card>
    </>
  );
}
