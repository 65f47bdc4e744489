import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

const notificationsQuery = graphql(`
  query notifications($unreadOnly: Boolean, $offset: Int, $limit: Int) {
    notifications(unreadOnly: $unreadOnly, offset: $offset, limit: $limit) {
      totalCount
      unreadCount
      items {
        id
        kind
        payload
        createdAt
        readAt
      }
    }
  }
`);

const markReadMutation = graphql(`
  mutation markNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      readAt
    }
  }
`);

const markAllReadMutation = graphql(`
  mutation markAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export type NotificationPage = ResultOf<typeof notificationsQuery>['notifications'];
export type Notification = NotificationPage['items'][number];

/** Every notifications query; the live stream reloads them all when the person's notifications change. */
export const notificationsKey = ['notifications'] as const;

export const pageSize = 30;

export const notificationsOptions = (unreadOnly: boolean, page: number) =>
  queryOptions({
    queryKey: [...notificationsKey, { unreadOnly, page }],
    queryFn: async () =>
      (await request(notificationsQuery, { unreadOnly, offset: (page - 1) * pageSize, limit: pageSize })).notifications,
  });

export async function markNotificationRead(id: string): Promise<void> {
  await request(markReadMutation, { id });
}

export async function markAllNotificationsRead(): Promise<number> {
  return (await request(markAllReadMutation)).markAllNotificationsRead;
}
