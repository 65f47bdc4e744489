import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';
import { visitsKey } from '../visits/index.ts';

/** The agenda's visits: the viewer's own (employeeIds = them), by start. An administrator's too, not the company's. */
const agendaQuery = graphql(`
  query myScheduleAgenda($filter: VisitFilter, $limit: Int) {
    visits(filter: $filter, sort: start, sortDirection: asc, limit: $limit) {
      totalCount
      items {
        id
        caseNumber
        status
        start
        end
        description
        customer {
          id
          name
        }
        address {
          streetAddress
          zipcode
          city
        }
      }
    }
  }
`);

const feedQuery = graphql(`
  query myCalendarFeed {
    myCalendarFeed {
      createdAt
    }
  }
`);

const renewFeedMutation = graphql(`
  mutation renewCalendarFeed {
    renewCalendarFeed {
      path
      createdAt
    }
  }
`);

const revokeFeedMutation = graphql(`
  mutation revokeCalendarFeed {
    revokeCalendarFeed
  }
`);

export type AgendaVisit = ResultOf<typeof agendaQuery>['visits']['items'][number];

/** The agenda shows this many visits at most; the week calendar has the rest. */
export const agendaLimit = 100;

/** Under the visits' key: a visit saved anywhere refreshes the agenda too. */
export const agendaOptions = (userId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...visitsKey, 'mySchedule', userId, from, to],
    queryFn: async () =>
      (
        await request(agendaQuery, {
          filter: { view: 'all', employeeIds: [userId], from, to },
          limit: agendaLimit,
        })
      ).visits,
  });

export const calendarFeedKey = ['myCalendarFeed'] as const;

export const calendarFeedOptions = queryOptions({
  queryKey: calendarFeedKey,
  queryFn: async () => (await request(feedQuery)).myCalendarFeed,
});

export async function renewCalendarFeed() {
  return (await request(renewFeedMutation)).renewCalendarFeed;
}

export async function revokeCalendarFeed() {
  return (await request(revokeFeedMutation)).revokeCalendarFeed;
}
