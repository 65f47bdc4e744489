import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '../../lib/graphql.ts';

const linkQuery = graphql(`
  query serviceReminderLink($token: String!) {
    serviceReminderLink(token: $token) {
      valid
      answered
      companyName
      customerName
      unit
      dueOn
      slots
    }
  }
`);

const answerMutation = graphql(`
  mutation answerServiceReminder($token: String!, $input: ServiceReminderAnswerInput!) {
    answerServiceReminder(token: $token, input: $input)
  }
`);

export type ServiceReminderAnswerInput = VariablesOf<typeof answerMutation>['input'];

/** The customer's page of a reminder's link (no sign-in). */
export const serviceLinkOptions = (token: string) =>
  queryOptions({
    queryKey: ['serviceReminderLink', token],
    queryFn: async () => (await request(linkQuery, { token })).serviceReminderLink,
    retry: false,
  });

export const answerServiceReminder = (token: string, input: ServiceReminderAnswerInput) =>
  request(answerMutation, { token, input });
