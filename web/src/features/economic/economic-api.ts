import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

const connectionQuery = graphql(`
  query economicConnection {
    economicConnection {
      connected
      agreementName
      agreementNumber
      connectedAt
      lastPaymentsPullAt
    }
  }
`);

const syncLogQuery = graphql(`
  query economicSyncLog($limit: Int, $offset: Int) {
    economicSyncLog(limit: $limit, offset: $offset) {
      totalCount
      items {
        id
        createdAt
        entity
        entityId
        action
        outcome
        httpStatus
        message
      }
    }
  }
`);

/** One invoice's way to e-conomic: its own small query, so the invoice page's query stays the invoices feature's. */
const invoiceStatusQuery = graphql(`
  query economicInvoiceStatus($id: ID!) {
    invoice(id: $id) {
      id
      economicState
      economicError
      economicBookedNumber
    }
  }
`);

const saveTokensMutation = graphql(`
  mutation saveEconomicTokens($input: EconomicTokensInput!) {
    saveEconomicTokens(input: $input) {
      connected
    }
  }
`);
const testMutation = graphql(`
  mutation testEconomicConnection {
    testEconomicConnection {
      ok
      reason
      detail
    }
  }
`);
const removeMutation = graphql(`
  mutation removeEconomicConnection {
    removeEconomicConnection {
      connected
    }
  }
`);
const pullMutation = graphql(`
  mutation pullEconomicPayments {
    pullEconomicPayments {
      lastPaymentsPullAt
    }
  }
`);
const retryMutation = graphql(`
  mutation retryEconomicInvoice($id: ID!) {
    retryEconomicInvoice(id: $id) {
      id
      economicState
    }
  }
`);

export type EconomicConnection = ResultOf<typeof connectionQuery>['economicConnection'];
export type SyncLogEntry = ResultOf<typeof syncLogQuery>['economicSyncLog']['items'][number];
export type EconomicInvoiceStatus = ResultOf<typeof invoiceStatusQuery>['invoice'];

export const economicKey = ['economic'] as const;

export const economicConnectionOptions = queryOptions({
  queryKey: [...economicKey, 'connection'],
  queryFn: async () => (await request(connectionQuery)).economicConnection,
});

export const economicSyncLogOptions = (limit: number) =>
  queryOptions({
    queryKey: [...economicKey, 'log', limit],
    queryFn: async () => (await request(syncLogQuery, { limit })).economicSyncLog,
  });

export const economicInvoiceStatusOptions = (id: string) =>
  queryOptions({
    queryKey: [...economicKey, 'invoice', id],
    queryFn: async () => (await request(invoiceStatusQuery, { id })).invoice,
  });

export const saveEconomicTokens = (input: { appSecretToken: string; agreementGrantToken: string }) =>
  request(saveTokensMutation, { input });
export const testEconomicConnection = async () => (await request(testMutation)).testEconomicConnection;
export const removeEconomicConnection = () => request(removeMutation);
export const pullEconomicPayments = () => request(pullMutation);
export const retryEconomicInvoice = (id: string) => request(retryMutation, { id });

/** A failure as the server stores it: an economic.* reason, a space, e-conomic's own words. */
export function splitFailure(message: string | null): { reason: string; detail: string } | null {
  if (!message) return null;
  const space = message.indexOf(' ');
  return space < 0
    ? { reason: message, detail: '' }
    : { reason: message.slice(0, space), detail: message.slice(space + 1) };
}
