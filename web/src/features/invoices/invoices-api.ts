import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';
import { visitsKey } from '../visits/index.ts';

/** What the list shows of an invoice; one invoice adds its lines and the rest. */
const invoiceRowFragment = graphql(`
  fragment InvoiceRow on Invoice @_unmask {
    id
    kind
    state
    overdue
    number
    customerId
    customerName
    issueDate
    dueDate
    total
    sentAt
    reminderCount
    creditedTotal
  }
`);

const invoicesQuery = graphql(
  `
    query invoices($state: InvoiceFilter, $customerId: ID, $offset: Int, $limit: Int) {
      invoices(state: $state, customerId: $customerId, offset: $offset, limit: $limit) {
        totalCount
        items {
          ...InvoiceRow
        }
      }
    }
  `,
  [invoiceRowFragment],
);

const invoiceQuery = graphql(
  `
    query invoice($id: ID!) {
      invoice(id: $id) {
        ...InvoiceRow
        version
        creditedInvoiceId
        creditNotes {
          id
          kind
          number
          total
        }
        reference
        note
        net
        vat
        paymentDelayDays
        issuedAt
        paidAt
        pdfFileId
        eanInvoice
        sentTo
        customerEmail
        lastReminderOn
        reminders {
          id
          number
          reminderDate
          paymentDeadline
          fee
          interest
          totalDue
          sentTo
          pdfFileId
          sent
          cancelledAt
        }
        lines {
          id
          position
          description
          quantity
          unit
          unitPrice
          discountBp
          vatBp
          net
          vat
          creditedQuantity
          creditedNet
          creditedVat
        }
      }
    }
  `,
  [invoiceRowFragment],
);

const visitsToInvoiceQuery = graphql(`
  query visitsToInvoice($customerId: ID, $offset: Int, $limit: Int) {
    visitsToInvoice(customerId: $customerId, offset: $offset, limit: $limit) {
      totalCount
      items {
        id
        caseNumber
        customerId
        customer {
          id
          name
        }
        description
        end
        totalPrice
      }
    }
  }
`);

const createFromVisitsMutation = graphql(`
  mutation createInvoiceFromVisits($input: InvoiceFromVisitsInput!, $idempotencyKey: String) {
    createInvoiceFromVisits(input: $input, idempotencyKey: $idempotencyKey) {
      id
      number
      state
    }
  }
`);

const issueMutation = graphql(`
  mutation issueInvoice($id: ID!, $version: Int!) {
    issueInvoice(id: $id, version: $version) {
      id
      number
      state
      version
    }
  }
`);

const creditMutation = graphql(`
  mutation creditInvoice($id: ID!, $version: Int!, $lines: [CreditLineInput!]) {
    creditInvoice(id: $id, version: $version, lines: $lines) {
      id
      number
    }
  }
`);

const setPaidMutation = graphql(`
  mutation setInvoicePaid($id: ID!, $version: Int!, $paid: Boolean!) {
    setInvoicePaid(id: $id, version: $version, paid: $paid) {
      id
      state
      version
    }
  }
`);

const sendMutation = graphql(`
  mutation sendInvoice($input: SendInvoiceInput!, $idempotencyKey: String) {
    sendInvoice(input: $input, idempotencyKey: $idempotencyKey) {
      id
      sentAt
      sentTo
    }
  }
`);

const reminderOutcomeFragment = graphql(`
  fragment PaymentReminderOutcomeFields on PaymentReminderOutcome @_unmask {
    count
    skipped {
      invoiceId
      number
      reason
    }
  }
`);

const reminderCheckQuery = graphql(
  `
    query paymentReminderCheck($input: PaymentRemindersInput!) {
      paymentReminderCheck(input: $input) {
        ...PaymentReminderOutcomeFields
      }
    }
  `,
  [reminderOutcomeFragment],
);

const sendRemindersMutation = graphql(
  `
    mutation sendPaymentReminders($input: PaymentRemindersInput!) {
      sendPaymentReminders(input: $input) {
        ...PaymentReminderOutcomeFields
      }
    }
  `,
  [reminderOutcomeFragment],
);

const deleteDraftMutation = graphql(`
  mutation deleteInvoiceDraft($id: ID!, $version: Int!) {
    deleteInvoiceDraft(id: $id, version: $version)
  }
`);

export type InvoiceListVariables = VariablesOf<typeof invoicesQuery>;
export type InvoiceRow = ResultOf<typeof invoiceRowFragment>;
export type InvoiceDetail = ResultOf<typeof invoiceQuery>['invoice'];
export type InvoiceLine = InvoiceDetail['lines'][number];
export type InvoiceState = InvoiceRow['state'];
export type VisitToInvoice = ResultOf<typeof visitsToInvoiceQuery>['visitsToInvoice']['items'][number];

/** The query-key prefix of everything invoices: an invoice change refreshes the lists and the invoice. */
export const invoicesKey = ['invoices'] as const;

export const invoicesOptions = (variables: InvoiceListVariables) =>
  queryOptions({
    queryKey: [...invoicesKey, 'list', variables],
    queryFn: async () => (await request(invoicesQuery, variables)).invoices,
    placeholderData: keepPreviousData,
  });

export const invoiceOptions = (id: string) =>
  queryOptions({
    queryKey: [...invoicesKey, 'detail', id],
    queryFn: async () => (await request(invoiceQuery, { id })).invoice,
  });

export const visitsToInvoiceOptions = (variables: VariablesOf<typeof visitsToInvoiceQuery>) =>
  queryOptions({
    queryKey: [...invoicesKey, 'ready', variables],
    queryFn: async () => (await request(visitsToInvoiceQuery, variables)).visitsToInvoice,
    placeholderData: keepPreviousData,
  });

export const createInvoiceFromVisits = async (visitIds: string[], idempotencyKey: string) =>
  (await request(createFromVisitsMutation, { input: { visitIds }, idempotencyKey })).createInvoiceFromVisits;

export const issueInvoice = async (id: string, version: number) =>
  (await request(issueMutation, { id, version })).issueInvoice;

/** Credits the invoice: `lines` null for all that is left of it, or the lines and quantities chosen. */
export const creditInvoice = async (
  id: string,
  version: number,
  lines: { lineId: string; quantity: number }[] | null,
) => (await request(creditMutation, { id, version, lines })).creditInvoice;

export const setInvoicePaid = async (id: string, version: number, paid: boolean) =>
  (await request(setPaidMutation, { id, version, paid })).setInvoicePaid;

export const sendInvoice = async (invoiceId: string, to: string, idempotencyKey: string) =>
  (await request(sendMutation, { input: { invoiceId, to }, idempotencyKey })).sendInvoice;

/** The issued PDF once its job has made it; before that (and for a draft) the PDF as it would be, rendered now. */
export const invoicePdfPath = (invoice: Pick<InvoiceDetail, 'id' | 'pdfFileId'>) =>
  invoice.pdfFileId ? `/files/${invoice.pdfFileId}` : `/invoices/${invoice.id}/preview.pdf`;

export type PaymentReminderOutcome = ResultOf<typeof reminderOutcomeFragment>;
export type PaymentReminder = InvoiceDetail['reminders'][number];

/** How many of the invoices would get a reminder now, and why not the rest: asked as the dialog opens. */
export const paymentReminderCheckOptions = (invoiceIds: string[]) =>
  queryOptions({
    queryKey: [...invoicesKey, 'reminderCheck', invoiceIds],
    queryFn: async () => (await request(reminderCheckQuery, { input: { invoiceIds } })).paymentReminderCheck,
    staleTime: 0,
  });

export const sendPaymentReminders = async (invoiceIds: string[]) =>
  (await request(sendRemindersMutation, { input: { invoiceIds } })).sendPaymentReminders;

export const deleteInvoiceDraft = (id: string, version: number) => request(deleteDraftMutation, { id, version });

/**
 * After an invoice changed: the invoices, and the visits it took or freed (their invoiced mark, the ready list, the
 * overview's figure of visits not invoiced, a customer's visits).
 */
export async function invalidateInvoiceData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: invoicesKey }),
    queryClient.invalidateQueries({ queryKey: visitsKey }),
    queryClient.invalidateQueries({ queryKey: ['overview'] }),
    queryClient.invalidateQueries({ queryKey: ['customers', 'visits'] }),
  ]);
}
