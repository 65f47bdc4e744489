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
    query myVisits($when: MyVisitTime, $customerId: ID, $limit: Int, $offset: Int) {
      myVisits(when: $when, customerId: $customerId, limit: $limit, offset: $offset) {
        totalCount
        items {
          ...CustomerVisitRow
          customerId
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
        reportCompletedAt
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

/** Upcoming (unfinished, soonest first) or past (finished or archived, newest first). */
export type MyVisitTime = 'upcoming' | 'past';

export const myVisitsOptions = (args: { when: MyVisitTime; customerId?: string; page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...myVisitsKey, 'page', args],
    queryFn: async () =>
      (
        await request(myVisitsQuery, {
          when: args.when === 'past' ? 'PAST' : 'UPCOMING',
          customerId: args.customerId ?? null,
          limit: args.pageSize,
          offset: (args.page - 1) * args.pageSize,
        })
      ).myVisits,
    placeholderData: keepPreviousData,
  });

export const myVisitOptions = (id: string) =>
  queryOptions({
    queryKey: [...myVisitsKey, 'detail', id],
    queryFn: async () => (await request(myVisitQuery, { id })).myVisit,
  });
