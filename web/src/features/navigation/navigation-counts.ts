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

/**
 * Live badge counts (decisions.md): reloaded when the server pushes a change (use-live-updates.ts), and still polled
 * every minute and on focus for what is not pushed (due visits, bookings) or a stream that is down.
 */
export const navigationCountsOptions = queryOptions({
  queryKey: ['navigationCounts'],
  queryFn: async () => (await request(navigationCountsQuery)).navigationCounts,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
  staleTime: 30_000,
});
