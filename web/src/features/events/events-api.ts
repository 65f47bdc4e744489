import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

const eventsQuery = graphql(`
  query events($kinds: [String!], $offset: Int, $limit: Int) {
    events(kinds: $kinds, offset: $offset, limit: $limit) {
      totalCount
      unseenCount
      items {
        id
        kind
        payload
        createdAt
        seen
      }
    }
  }
`);

const markSeenMutation = graphql(`
  mutation markEventsSeen {
    markEventsSeen
  }
`);

export type EventPage = ResultOf<typeof eventsQuery>['events'];
export type CompanyEvent = EventPage['items'][number];

/** Every feed query; the live stream reloads them all when the company's feed changes. */
export const eventsKey = ['events'] as const;

export const pageSize = 30;

export const eventsOptions = (kinds: readonly string[] | null, page: number) =>
  queryOptions({
    queryKey: [...eventsKey, { kinds, page }],
    queryFn: async () =>
      (await request(eventsQuery, { kinds: kinds ? [...kinds] : null, offset: (page - 1) * pageSize, limit: pageSize }))
        .events,
  });

export async function markEventsSeen(): Promise<number> {
  return (await request(markSeenMutation)).markEventsSeen;
}
