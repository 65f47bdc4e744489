import { graphql, request, type VariablesOf } from '../../lib/graphql.ts';

// Invoices by hand and drafts edited (issue #17): their own calls beside invoices-api.ts.

const createInvoiceMutation = graphql(`
  mutation createInvoice($input: NewInvoiceInput!, $idempotencyKey: String) {
    createInvoice(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

const saveDraftMutation = graphql(`
  mutation saveInvoiceDraft($input: InvoiceDraftInput!) {
    saveInvoiceDraft(input: $input) {
      id
      version
      total
    }
  }
`);

export type NewInvoiceVariables = VariablesOf<typeof createInvoiceMutation>;
export type InvoiceDraftVariables = VariablesOf<typeof saveDraftMutation>['input'];

export async function createInvoice(input: NewInvoiceVariables['input'], idempotencyKey: string) {
  return (await request(createInvoiceMutation, { input, idempotencyKey })).createInvoice;
}

export async function saveInvoiceDraft(input: InvoiceDraftVariables) {
  return (await request(saveDraftMutation, { input })).saveInvoiceDraft;
}
