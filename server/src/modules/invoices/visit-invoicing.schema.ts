import { visitInvoiceActions } from '@servio/domain';
import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { setVisitsInvoiced } from './set-visits-invoiced.ts';

// The spec's invoice actions on visits (section 4), for work invoiced outside Servio.

const VisitInvoiceActionRef = builder.enumType('VisitInvoiceAction', {
  values: visitInvoiceActions,
  description: 'invoiced, invoicedAndPaid, paid, unpaid, uninvoiced.',
});

const VisitInvoiceStateInput = builder.inputType('VisitInvoiceStateInput', {
  fields: (t) => ({
    visitIds: t.idList({ required: true }),
    action: t.field({ type: VisitInvoiceActionRef, required: true }),
  }),
});

builder.mutationField('setVisitsInvoiced', (t) =>
  t.idList({
    description:
      "Marks visits invoiced outside Servio (or paid, unpaid, uninvoiced again), all or none; returns their ids. BAD_USER_INPUT on input.visitIds: invoice.visitNotFound, invoice.visitOnInvoice (a visit on Servio's invoice follows it), invoice.visitNotInvoiced (paid before invoiced).",
    args: { input: t.arg({ type: VisitInvoiceStateInput, required: true }) },
    resolve: (_r, args, ctx) => setVisitsInvoiced(tenantScope(ctx), args.input),
  }),
);
