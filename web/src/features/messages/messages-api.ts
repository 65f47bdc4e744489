import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

/** What a thread hangs on: a visit, or a customer (the customer-level thread). */
export type MessageOwner = { visitId: string } | { customerId: string };

const messageFields = graphql(`
  fragment MessageFields on Message @_unmask {
    id
    visitId
    customerId
    visibility
    recipient {
      id
      name
    }
    author {
      id
      name
    }
    authorRole
    body
    createdAt
    mine
  }
`);

const messagesQuery = graphql(
  `
    query messages($visitId: ID, $customerId: ID, $offset: Int, $limit: Int) {
      messages(visitId: $visitId, customerId: $customerId, offset: $offset, limit: $limit) {
        totalCount
        items {
          ...MessageFields
        }
      }
    }
  `,
  [messageFields],
);

const messageRecipientsQuery = graphql(`
  query messageRecipients {
    messageRecipients {
      id
      name
    }
  }
`);

const postMessageMutation = graphql(
  `
    mutation postMessage($input: PostMessageInput!) {
      postMessage(input: $input) {
        ...MessageFields
      }
    }
  `,
  [messageFields],
);

export type MessagePage = ResultOf<typeof messagesQuery>['messages'];
export type Message = MessagePage['items'][number];
export type MessageVisibility = Message['visibility'];
export type MessagePerson = ResultOf<typeof messageRecipientsQuery>['messageRecipients'][number];
export type PostMessageInput = VariablesOf<typeof postMessageMutation>['input'];

/** Every visibility, in the order the composer offers them. */
export const messageVisibilities: readonly MessageVisibility[] = ['ALL', 'CUSTOMER', 'EMPLOYEE'];

/** The server's largest page; a thread longer than this is read a page at a time. */
export const messagePageSize = 200;

/** Every thread; the live stream reloads them when a notification arrives (a message is one). */
export const messagesKey = ['messages'] as const;

export const threadKey = (owner: MessageOwner) =>
  'visitId' in owner
    ? ([...messagesKey, 'visit', owner.visitId] as const)
    : ([...messagesKey, 'customer', owner.customerId] as const);

/** The thread's page: `null` is the newest page (where a conversation is read), numbered pages start at 0. */
export const threadOptions = (owner: MessageOwner, page: number | null) =>
  queryOptions({
    queryKey: [...threadKey(owner), page ?? 'last'] as const,
    queryFn: async (): Promise<MessagePage & { page: number }> => {
      const load = async (p: number) =>
        (await request(messagesQuery, { ...owner, offset: p * messagePageSize, limit: messagePageSize })).messages;
      const first = await load(page ?? 0);
      if (page !== null || first.totalCount <= messagePageSize) return { ...first, page: page ?? 0 };
      // A long thread: the newest messages are on its last page.
      const last = Math.ceil(first.totalCount / messagePageSize) - 1;
      return { ...(await load(last)), page: last };
    },
  });

export const messageRecipientsOptions = queryOptions({
  queryKey: ['messageRecipients'] as const,
  queryFn: async () => (await request(messageRecipientsQuery)).messageRecipients,
  staleTime: 5 * 60_000,
});

export async function postMessage(input: PostMessageInput): Promise<Message> {
  return (await request(postMessageMutation, { input })).postMessage;
}
