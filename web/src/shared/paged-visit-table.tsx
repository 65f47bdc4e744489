import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CalendarX2, ListFilter } from 'lucide-react';
import { buttonClasses } from '../components/button.tsx';
import { Card } from '../components/card.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { EmptyState } from '../components/states.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { Pagination } from '../components/pagination.tsx';
import { errorMessageKey } from '../lib/errors.ts';
import { VisitTable, type VisitRow } from './visit-table.tsx';

/**
 * A page of visits loaded from the server (the record pages' visits tabs, the customer area): placeholders while it
 * loads, the error with a retry, `empty` when there are none, else the table and the pages.
 */
interface PagedVisitTableProps {
  visits: UseQueryResult<{ items: VisitRow[]; totalCount: number; totalCountCapped?: boolean }>;
  caption: string;
  empty: { title: string; body: string };
  linked?: boolean;
  showCustomer?: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

export function PagedVisitTable({
  visits,
  caption,
  empty,
  linked = false,
  showCustomer = false,
  page,
  pageSize,
  onPage,
}: PagedVisitTableProps) {
  const { t } = useTranslation();
  if (visits.isPending) {
    return (
      <div className="space-y-3 p-5" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  if (visits.isError) {
    return (
      <ErrorState
        title={t('common.loadErrorTitle')}
        body={t(errorMessageKey(visits.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void visits.refetch()}
      />
    );
  }
  if (visits.data.items.length === 0) return <EmptyState icon={CalendarX2} title={empty.title} body={empty.body} />;
  return (
    <>
      <VisitTable visits={visits.data.items} caption={caption} linked={linked} showCustomer={showCustomer} />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={visits.data.totalCount}
        capped={visits.data.totalCountCapped}
        onPage={onPage}
      />
    </>
  );
}

/** "Vis i besøgslisten": the visits list filtered to one employee or customer, with all its views and layouts. */
function VisitsInListLink({ search }: { search: { emp: string } | { cust: string } }) {
  const { t } = useTranslation();
  return (
    <Link to="/admin/visits" search={search} className={buttonClasses('secondary')}>
      <ListFilter className="size-4" aria-hidden="true" />
      {t('visits.showInList')}
    </Link>
  );
}

/**
 * A record page's visits tab (customer, employee): its actions on the right above the paged table, which links
 * each visit; "Vis i besøgslisten" always among the actions.
 */
export function VisitsTabPanel({
  listSearch,
  actions,
  ...table
}: Omit<PagedVisitTableProps, 'linked'> & { listSearch: { emp: string } | { cust: string }; actions?: ReactNode }) {
  return (
    <>
      <div className="mb-3 flex flex-wrap justify-end gap-2">
        <VisitsInListLink search={listSearch} />
        {actions}
      </div>
      <Card className="overflow-hidden">
        <PagedVisitTable {...table} linked />
      </Card>
    </>
  );
}
