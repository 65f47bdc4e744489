import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { createInvoice } from './create-invoice.ts';
import { InvoiceRef } from './invoices.schema.ts';
import { saveInvoiceDraft } from './save-invoice-draft.ts';

// Invoices by hand and drafts edited (issue #17): the office writes the lines until the draft is issued.

const NewInvoiceInput = builder.inputType('NewInvoiceInput', {
  fields: (t) => ({
    customerId: t.id({ required: true }),
    reference: t.string(),
    note: t.string(),
  }),
});

const InvoiceDraftLineInput = builder.inputType('InvoiceDraftLineInput', {
  fields: (t) => ({
    id: t.id({ description: 'A line of the draft kept (with its visit); left out for a new line.' }),
    description: t.string({ required: true }),
    quantity: t.int({ required: true, description: 'Thousandths of the unit, more than zero.' }),
    unit: t.string({ required: true }),
    unitPrice: t.int({ required: true, description: 'Øre without VAT; below zero for a discount line.' }),
    discountBp: t.int({ required: true }),
    vatBp: t.int({ required: true, description: '2500 (25 %) or 0.' }),
  }),
});

const InvoiceDraftInput = builder.inputType('InvoiceDraftInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    version: t.int({ required: true }),
    reference: t.string(),
    note: t.string(),
    lines: t.field({ type: [InvoiceDraftLineInput], required: true }),
  }),
});

builder.mutationField('createInvoice', (t) =>
  t.field({
    type: InvoiceRef,
    description:
      'An invoice by hand: a draft without lines for the customer, whatever invoiceAsDraft (its lines are written with saveInvoiceDraft). BAD_USER_INPUT invoice.customerNotFound.',
    args: { input: t.arg({ type: NewInvoiceInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createInvoice(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);

builder.mutationField('saveInvoiceDraft', (t) =>
  t.field({
    type: InvoiceRef,
    description:
      'Saves a draft whole: reference, note and its lines in order, priced again. CONFLICT invoice.notDraft or a stale version; BAD_USER_INPUT per line (invoice.quantityInvalid, invoice.vatInvalid, money_invalid, invoice.lineNotFound) and invoice.negativeTotal.',
    args: { input: t.arg({ type: InvoiceDraftInput, required: true }) },
    resolve: (_r, args, ctx) => saveInvoiceDraft(tenantScope(ctx), args.input),
  }),
);
