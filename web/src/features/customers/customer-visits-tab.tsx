import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { buttonClasses } from '../../components/button.tsx';
import { customerVisitsOptions } from './customers-api.ts';
import { VisitsTabPanel } from '../../shared/paged-visit-table.tsx';

const pageSize = 25;

/** The customer's visits, newest first, paged on the server. */
export function CustomerVisitsTab({ customerId, canCreate = false }: { customerId: string; canCreate?: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const visits = useQuery(customerVisitsOptions(customerId, pageSize, (page - 1) * pageSize));
  return (
    <VisitsTabPanel
      listSearch={{ cust: customerId }}
      actions={
        canCreate && (
          <Link to="/admin/visits/new" search={{ customerId }} className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('visits.create')}
          </Link>
        )
      }
      visits={visits}
      caption={t('customers.tabs.visits')}
      empty={{ title: t('customers.visitsEmptyTitle'), body: t('customers.visitsEmptyBody') }}
      page={page}
      pageSize={pageSize}
      onPage={setPage}
    />
  );
}
