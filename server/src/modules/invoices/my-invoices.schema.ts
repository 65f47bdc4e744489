import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { pageRef } from '../../graphql/page.ts';
import { InvoiceKindRef } from './invoices.schema.ts';
import { myInvoices, type MyInvoice } from './my-invoices.ts';

// The customer portal's own type: what a customer's login may see of its invoices. A field added to Invoice (the
// office's: notes, reminders, e-conomic, sending) does not reach customers.
const MyInvoiceRef = builder.objectRef<MyInvoice>('MyInvoice').implement({
  description: "An issued invoice or credit note as its customer's login sees it (the portal). Amounts in øre.",
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    kind: t.field({ type: InvoiceKindRef, resolve: (i) => i.kind }),
    customerId: t.exposeID('customerId', { description: "The login's own customer or one of its locations." }),
    issueDate: t.exposeString('issueDate', { description: 'YYYY-MM-DD.' }),
    dueDate: t.exposeString('dueDate', { nullable: true, description: 'YYYY-MM-DD; null for a credit note.' }),
    total: t.exposeInt('total', { description: 'With VAT, øre; a credit note is negative.' }),
    currency: t.string({ description: 'Always DKK.', resolve: () => 'DKK' }),
    paid: t.exposeBoolean('paid'),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    overdue: t.exposeBoolean('overdue', { description: 'Unpaid and past its due date (Copenhagen).' }),
    credited: t.exposeBoolean('credited', { description: 'Credited in full: nothing is left to pay.' }),
  }),
});

const MyInvoicePageRef = pageRef('MyInvoicePage', MyInvoiceRef);

const MyInvoiceStatusRef = builder.enumType('MyInvoiceStatus', {
  values: {
    PAID: { description: 'Paid.' },
    UNPAID: {
      description: 'Issued and not yet paid, overdue or not (credit notes and credited invoices are neither).',
    },
  },
});

builder.queryField('myInvoices', (t) =>
  t.field({
    type: MyInvoicePageRef,
    description:
      "A customer's login's issued invoices and credit notes (the portal), newest first: its customer's and, with enableCustomerHierarchy, its locations'. Never a draft. The PDF of each is at /invoices/<id>/invoice.pdf.",
    args: {
      status: t.arg({ type: MyInvoiceStatusRef }),
      offset: t.arg.int(),
      limit: t.arg.int({ description: 'At most 100; 20 when left out.' }),
    },
    resolve: (_r, { status, ...args }, ctx) =>
      myInvoices(tenantScope(ctx), {
        ...args,
        status: status === 'PAID' ? 'paid' : status === 'UNPAID' ? 'unpaid' : null,
      }),
  }),
);
