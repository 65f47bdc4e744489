import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

const navigationCountsQuery = graphql(`
  query navigationCounts {
    navigationCounts {
      unreadNotifications
      newEvents
      dueVisits
      openBookings
    }
  }
`);

export type NavigationCounts = ResultOf<typeof navigationCountsQuery>['navigationCounts'];

/** Live badge counts (decisions.md): polled every minute and refreshed when the window regains focus. */
export const navigationCountsOptions = queryOptions({
  queryKey: ['navigationCounts'],
  queryFn: async () => (await request(navigationCountsQuery)).navigationCounts,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
  staleTime: 30_000,
});
