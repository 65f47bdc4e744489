import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { graphql, request } from '../../lib/graphql.ts';
import { VisitsTabPanel } from '../../shared/paged-visit-table.tsx';
import { visitTableRowFragment } from '../../shared/visit-table-row.ts';
import { visitsKey } from '../visits/index.ts';

const employeeVisitsQuery = graphql(
  `
    query employeeVisits($employeeId: ID!, $limit: Int, $offset: Int) {
      visits(filter: { employeeIds: [$employeeId] }, sort: start, sortDirection: desc, limit: $limit, offset: $offset) {
        totalCount
        items {
          ...VisitTableRow
          customer {
            name
          }
        }
      }
    }
  `,
  [visitTableRowFragment],
);

const pageSize = 25;
// Under the visits' key, so saving or moving a visit anywhere refreshes this list too.
const employeeVisitsOptions = (employeeId: string, page: number) =>
  queryOptions({
    queryKey: [...visitsKey, 'employee', employeeId, page],
    queryFn: async () =>
      (await request(employeeVisitsQuery, { employeeId, limit: pageSize, offset: (page - 1) * pageSize })).visits,
    placeholderData: keepPreviousData,
  });

/** The employee's visits, latest start first, paged on the server; the visits list filtered to them is one click away. */
export function EmployeeVisitsTab({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const visits = useQuery(employeeVisitsOptions(employeeId, page));
  return (
    <VisitsTabPanel
      listSearch={{ emp: employeeId }}
      visits={visits}
      caption={t('employees.tabs.visits')}
      empty={{ title: t('employees.visitsEmptyTitle'), body: t('employees.visitsEmptyBody') }}
      showCustomer
      page={page}
      pageSize={pageSize}
      onPage={setPage}
    />
  );
}
