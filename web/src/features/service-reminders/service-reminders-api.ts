import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

export const serviceRemindersKey = ['serviceReminders'] as const;

const reminderFragment = graphql(`
  fragment ServiceReminderRow on ServiceReminder @_unmask {
    id
    materialId
    unit
    customerId
    customerName
    email
    dueOn
    status
    reason
    sentAt
    respondedAt
    visitId
    mailMessageId
  }
`);

const listQuery = graphql(
  `
    query serviceReminderList(
      $view: ServiceReminderView!
      $status: ServiceReminderStatus
      $search: String
      $offset: Int
      $limit: Int
    ) {
      serviceReminderList(view: $view, status: $status, search: $search, offset: $offset, limit: $limit) {
        totalCount
        items {
          ...ServiceReminderRow
        }
      }
    }
  `,
  [reminderFragment],
);

const materialQuery = graphql(
  `
    query materialServiceReminders($materialId: ID!) {
      serviceReminders(materialId: $materialId) {
        ...ServiceReminderRow
      }
    }
  `,
  [reminderFragment],
);

const outcomeFragment = graphql(`
  fragment ServiceReminderOutcomeFields on ServiceReminderOutcome @_unmask {
    count
    skipped {
      reminderId
      unit
      reason
    }
  }
`);

const checkQuery = graphql(
  `
    query serviceReminderCheck($reminderIds: [ID!]!) {
      serviceReminderCheck(reminderIds: $reminderIds) {
        ...ServiceReminderOutcomeFields
      }
    }
  `,
  [outcomeFragment],
);

const sendMutation = graphql(
  `
    mutation sendServiceReminders($reminderIds: [ID!]!) {
      sendServiceReminders(reminderIds: $reminderIds) {
        ...ServiceReminderOutcomeFields
      }
    }
  `,
  [outcomeFragment],
);

const runNowMutation = graphql(`
  mutation runServiceRemindersNow {
    runServiceRemindersNow {
      created
      sent
      visits
      skipped {
        reminderId
        reason
      }
    }
  }
`);

const modeQuery = graphql(`
  query serviceReminderMode {
    company {
      id
      serviceReminderMode
    }
  }
`);

export type ServiceReminder = ResultOf<typeof reminderFragment>;
export type ServiceReminderListVariables = VariablesOf<typeof listQuery>;
export type ServiceReminderOutcome = ResultOf<typeof outcomeFragment>;

export const serviceReminderListOptions = (variables: ServiceReminderListVariables) =>
  queryOptions({
    queryKey: [...serviceRemindersKey, 'list', variables],
    queryFn: async () => (await request(listQuery, variables)).serviceReminderList,
    placeholderData: keepPreviousData,
  });

/** The company's reminder mode: automatic (the nightly run sends) or manual (the office does). */
export const reminderModeOptions = queryOptions({
  queryKey: [...serviceRemindersKey, 'mode'],
  queryFn: async () => (await request(modeQuery, {})).company?.serviceReminderMode ?? 'manual',
  staleTime: 0,
});

/** A unit's reminders (the material's page). */
export const materialServiceRemindersOptions = (materialId: string) =>
  queryOptions({
    queryKey: [...serviceRemindersKey, 'material', materialId],
    queryFn: async () => (await request(materialQuery, { materialId })).serviceReminders,
  });

export const serviceReminderCheckOptions = (reminderIds: string[]) =>
  queryOptions({
    queryKey: [...serviceRemindersKey, 'check', reminderIds],
    queryFn: async () => (await request(checkQuery, { reminderIds })).serviceReminderCheck,
    staleTime: 0,
  });

export const sendServiceReminders = async (reminderIds: string[]) =>
  (await request(sendMutation, { reminderIds })).sendServiceReminders;

export const runServiceRemindersNow = async () => (await request(runNowMutation, {})).runServiceRemindersNow;

/** After a send or a run: the lists, the units' reminders and the email log. */
export async function invalidateServiceReminders(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: serviceRemindersKey }),
    queryClient.invalidateQueries({ queryKey: ['mailLog'] }),
    queryClient.invalidateQueries({ queryKey: ['materials'] }),
  ]);
}
