import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

/** What the log shows of a mail; one mail adds its Reply-To and bodies. */
const mailLogEntryFragment = graphql(`
  fragment MailLogEntry on MailMessage @_unmask {
    id
    emailType
    fromAddress
    toAddress
    subject
    status
    attempts
    lastError
    tracked
    createdAt
    sentAt
    seenAt
    clickedAt
  }
`);

const mailLogQuery = graphql(
  `
    query mailLog($status: MailStatus, $emailType: String, $customerId: ID, $offset: Int, $limit: Int) {
      mailMessages(status: $status, emailType: $emailType, customerId: $customerId, offset: $offset, limit: $limit) {
        totalCount
        totalCountCapped
        items {
          ...MailLogEntry
        }
      }
    }
  `,
  [mailLogEntryFragment],
);

const mailMessageQuery = graphql(
  `
    query mailMessage($id: ID!) {
      mailMessage(id: $id) {
        ...MailLogEntry
        replyTo
        textBody
        htmlBody
      }
    }
  `,
  [mailLogEntryFragment],
);

export const resendMailMutation = graphql(`
  mutation resendMail($id: ID!) {
    resendMail(id: $id) {
      id
      status
    }
  }
`);

export type MailLogVariables = VariablesOf<typeof mailLogQuery>;
export type MailLogEntry = ResultOf<typeof mailLogEntryFragment>;
export type MailStatus = MailLogEntry['status'];
export const mailStatuses: readonly MailStatus[] = ['queued', 'sent', 'failed', 'dead', 'kept'];

/** The types of mail the product sends; the log's type filter offers these. */
export const mailTypes = [
  'invitation',
  'passwordReset',
  'report',
  'invoice',
  'paymentReminder',
  'serviceReminder',
  'bookingReceived',
  'callbackReceived',
  'bookingAccepted',
  'bookingDeclined',
  'visitBooking',
  'waitlistOffer',
  'waitlistTaken',
  'waitlistAreaOpened',
  'message',
] as const;

export const mailLogOptions = (variables: MailLogVariables) =>
  queryOptions({
    queryKey: ['mailLog', variables],
    queryFn: () => request(mailLogQuery, variables),
    select: (data) => data.mailMessages,
    placeholderData: keepPreviousData,
    // While a mail on the page is still on its way, its status is read again every few seconds.
    refetchInterval: (query) =>
      query.state.data?.mailMessages.items.some((mail) => mail.status === 'queued' || mail.status === 'failed')
        ? 2000
        : false,
  });

export const mailMessageOptions = (id: string) =>
  queryOptions({
    queryKey: ['mailMessage', id],
    queryFn: () => request(mailMessageQuery, { id }),
    select: (data) => data.mailMessage,
  });
