import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../lib/graphql.ts';

/**
 * The customer portal's places: the login's own customer and, with the company's customer hierarchy, its locations.
 * Its pages name a visit's, an invoice's or a unit's place by it (when there are several) and offer it as a choice.
 */
const myCustomersQuery = graphql(`
  query myCustomers {
    myCustomers {
      id
      name
      own
    }
  }
`);

export type MyCustomer = ResultOf<typeof myCustomersQuery>['myCustomers'][number];

export const myCustomersOptions = queryOptions({
  queryKey: ['myCustomers'],
  queryFn: async () => (await request(myCustomersQuery)).myCustomers,
  staleTime: 60_000,
});
