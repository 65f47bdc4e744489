import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

/**
 * The customer area's reads: myVisits and myVisit answer with CustomerVisit, the server's type for what a customer may
 * see of a visit (no prices, nothing the office keeps to itself).
 */
const customerVisitRowFragment = graphql(`
  fragment CustomerVisitRow on CustomerVisit @_unmask {
    id
    caseNumber
    start
    end
    status
    archived
    description
    address {
      streetAddress
      zipcode
      city
    }
  }
`);

const myVisitsQuery = graphql(
  `
    query myVisits($limit: Int, $offset: Int) {
      myVisits(limit: $limit, offset: $offset) {
        totalCount
        items {
          ...CustomerVisitRow
        }
      }
    }
  `,
  [customerVisitRowFragment],
);

const myVisitQuery = graphql(
  `
    query myVisit($id: ID!) {
      myVisit(id: $id) {
        ...CustomerVisitRow
        reference
        tagValues {
          tagId
          values
        }
      }
    }
  `,
  [customerVisitRowFragment],
);

export type CustomerVisit = ResultOf<typeof myVisitQuery>['myVisit'];

export const myVisitsKey = ['myVisits'] as const;

export const myVisitsOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...myVisitsKey, 'page', page],
    queryFn: async () => (await request(myVisitsQuery, { limit: pageSize, offset: (page - 1) * pageSize })).myVisits,
    placeholderData: keepPreviousData,
  });

export const myVisitOptions = (id: string) =>
  queryOptions({
    queryKey: [...myVisitsKey, 'detail', id],
    queryFn: async () => (await request(myVisitQuery, { id })).myVisit,
  });
