import { graphql, request } from '../../lib/graphql.ts';

const setVisitsInvoicedMutation = graphql(`
  mutation setVisitsInvoiced($input: VisitInvoiceStateInput!) {
    setVisitsInvoiced(input: $input)
  }
`);

export type VisitInvoiceAction = 'invoiced' | 'invoicedAndPaid' | 'paid' | 'unpaid' | 'uninvoiced';

/** The spec's invoice actions on visits invoiced outside Servio: all the visits or none. */
export async function setVisitsInvoiced(visitIds: string[], action: VisitInvoiceAction): Promise<string[]> {
  return (await request(setVisitsInvoicedMutation, { input: { visitIds, action } })).setVisitsInvoiced;
}
