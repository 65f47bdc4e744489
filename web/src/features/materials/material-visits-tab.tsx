import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card.tsx';
import { PagedVisitTable } from '../../shared/paged-visit-table.tsx';
import { materialVisitsOptions } from './materials-api.ts';

const pageSize = 25;

/** The visits that hold the unit (its service history and what is planned), newest first, paged on the server. */
export function MaterialVisitsTab({ materialId }: { materialId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const visits = useQuery(materialVisitsOptions(materialId, pageSize, (page - 1) * pageSize));
  return (
    <Card className="overflow-hidden">
      <PagedVisitTable
        visits={visits}
        caption={t('materials.tabs.visits')}
        empty={{ title: t('materials.visitsEmptyTitle'), body: t('materials.visitsEmptyBody') }}
        linked
        showCustomer
        page={page}
        pageSize={pageSize}
        onPage={setPage}
      />
    </Card>
  );
}
