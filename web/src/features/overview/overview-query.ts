import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

const overviewQuery = graphql(`
  query overview {
    overview {
      todayVisitCount
      dueVisitCount
      openBookingCount
      unbilledVisitCount
      todayVisits {
        id
        caseNumber
        start
        end
        status
        customerName
        employeeNames
        address {
          streetAddress
          city
          zipcode
        }
      }
    }
  }
`);

export type Overview = ResultOf<typeof overviewQuery>['overview'];
export type VisitSummary = Overview['todayVisits'][number];

export const overviewOptions = queryOptions({
  queryKey: ['overview'],
  queryFn: async () => (await request(overviewQuery)).overview,
  refetchInterval: 60_000,
});
