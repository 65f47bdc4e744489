import { asc, eq } from 'drizzle-orm';
import { invoiceStates, isOverdue } from '@servio/domain';
import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { pageRef } from '../../graphql/page.ts';
import {
  companies,
  customers,
  invoiceLines,
  invoiceReminders,
  invoices,
  type InvoiceLineRow,
  type InvoiceReminderRow,
  type InvoiceRow,
} from '../../db/tables/index.ts';
import { VisitPageRef } from '../visits/visits.schema.ts';
import { loadLineCredits, type LineCredit } from './invoice-line-credits.ts';
import {
  createInvoiceFromVisits,
  creditInvoice,
  deleteInvoiceDraft,
  invoiceFilters,
  invoiceToday,
  isEanInvoice,
  issueInvoice,
  listInvoices,
  listVisitsToInvoice,
  loadInvoice,
  sendInvoice,
  setInvoicePaid,
  checkPaymentReminders,
  sendPaymentReminders,
  type PaymentReminderOutcome,
} from './index.ts';

const InvoiceStateRef = builder.enumType('InvoiceState', {
  description: 'draft: no number yet; issued; paid; credited: corrected by a credit note.',
  values: invoiceStates,
});

const InvoiceFilterRef = builder.enumType('InvoiceFilter', {
  description: 'A state, or overdue: issued and past its due date.',
  values: invoiceFilters,
});

export const InvoiceKindRef = builder.enumType('InvoiceKind', { values: ['invoice', 'creditNote'] as const });

const CreditLineInputRef = builder.inputType('CreditLineInput', {
  description: "A line of the invoice to credit, and how much of it (thousandths of the line's unit).",
  fields: (t) => ({
    lineId: t.id({ required: true }),
    quantity: t.int({ required: true }),
  }),
});

/** A line as an invoice's page reads it: with what its credit notes took (zero on a credit note and a draft). */
type InvoiceLineShape = InvoiceLineRow & { credit?: LineCredit };

const InvoiceLineRef = builder.objectRef<InvoiceLineShape>('InvoiceLine').implement({
  description: 'A line: from a visit (its fixed price or one of its lines) or typed. Amounts in øre.',
  fields: (t) => ({
    id: t.exposeID('id'),
    visitId: t.exposeID('visitId', { nullable: true }),
    position: t.exposeInt('position'),
    description: t.exposeString('description'),
    quantity: t.exposeInt('quantity', { description: 'Thousandths of the unit.' }),
    unit: t.exposeString('unit'),
    unitPrice: t.exposeInt('unitPrice'),
    discountBp: t.exposeInt('discountBp'),
    vatBp: t.exposeInt('vatBp', { description: 'VAT rate in basis points (2500: 25 %).' }),
    net: t.exposeInt('net'),
    vat: t.exposeInt('vat'),
    creditedLineId: t.exposeID('creditedLineId', {
      nullable: true,
      description: "A credit note's line: the invoice's line it credits.",
    }),
    creditedQuantity: t.int({
      description: "What the invoice's credit notes took of the line, thousandths; what is left may still be credited.",
      resolve: (l) => l.credit?.quantity ?? 0,
    }),
    creditedNet: t.int({
      description: "What the invoice's credit notes took of the line's net, øre (positive).",
      resolve: (l) => l.credit?.net ?? 0,
    }),
    creditedVat: t.int({
      description: "What the invoice's credit notes took of the line's VAT, øre (positive).",
      resolve: (l) => l.credit?.vat ?? 0,
    }),
  }),
});

const PaymentReminderRef = builder.objectRef<InvoiceReminderRow>('PaymentReminder').implement({
  description: 'A payment reminder (rykker) of an overdue invoice. Amounts in øre; dates YYYY-MM-DD.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    reminderDate: t.exposeString('reminderDate'),
    paymentDeadline: t.exposeString('paymentDeadline'),
    fee: t.exposeInt('fee'),
    earlierFees: t.exposeInt('earlierFees'),
    interest: t.exposeInt('interest'),
    interestRateBp: t.exposeInt('interestRateBp', { nullable: true }),
    totalDue: t.exposeInt('totalDue'),
    sentTo: t.exposeString('sentTo'),
    pdfFileId: t.exposeID('pdfFileId', { nullable: true, description: 'At /files/<id> once its job has made it.' }),
    sent: t.boolean({ resolve: (r) => r.mailMessageId !== null, description: 'Its mail is queued.' }),
    cancelledAt: t.expose('cancelledAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The invoice was paid or credited before the reminder went: it was not sent.',
    }),
  }),
});

const ReminderSkipRef = builder.objectRef<PaymentReminderOutcome['skipped'][number]>('PaymentReminderSkip').implement({
  fields: (t) => ({
    invoiceId: t.exposeID('invoiceId'),
    number: t.exposeInt('number', { nullable: true }),
    reason: t.exposeString('reason', {
      description: 'reminder.notOverdue, reminder.tooMany, reminder.tooSoon, reminder.noEmail or reminder.notFound.',
    }),
  }),
});

const PaymentReminderOutcomeRef = builder.objectRef<PaymentReminderOutcome>('PaymentReminderOutcome').implement({
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Reminders sent (for the check: that would be sent).' }),
    skipped: t.field({ type: [ReminderSkipRef], resolve: (o) => o.skipped }),
  }),
});

const PaymentRemindersInput = builder.inputType('PaymentRemindersInput', {
  fields: (t) => ({ invoiceIds: t.idList({ required: true }) }),
});

builder.queryField('paymentReminderCheck', (t) =>
  t.field({
    type: PaymentReminderOutcomeRef,
    description: 'How many of the invoices would get a payment reminder now, and why the others would not.',
    args: { input: t.arg({ type: PaymentRemindersInput, required: true }) },
    resolve: (_r, args, ctx) => checkPaymentReminders(tenantScope(ctx), args.input),
  }),
);

builder.mutationField('sendPaymentReminders', (t) =>
  t.field({
    type: PaymentReminderOutcomeRef,
    description:
      "A payment reminder for each invoice the rules allow (overdue, at most three, 10 days apart, the customer has an email), with the company's fee and interest; its PDF and mail follow by job. The rest are skipped with their reason.",
    args: { input: t.arg({ type: PaymentRemindersInput, required: true }) },
    resolve: (_r, args, ctx) => sendPaymentReminders(tenantScope(ctx), args.input),
  }),
);

/** The list gives rows without lines; one invoice has them. */
type InvoiceShape = InvoiceRow & { lines?: InvoiceLineRow[] };

// Declared before implemented: an invoice's fields name invoices (its credit notes).
export const InvoiceRef = builder.objectRef<InvoiceShape>('Invoice');

InvoiceRef.implement({
  description:
    'An invoice or a credit note (issue #17). Issued, it does not change: a credit note corrects it. Amounts in øre, VAT 25 % per line.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: InvoiceKindRef, resolve: (i) => i.kind }),
    state: t.field({ type: InvoiceStateRef, resolve: (i) => i.state }),
    overdue: t.boolean({
      description: 'Issued, unpaid and past its due date (Copenhagen).',
      resolve: (i) => i.kind === 'invoice' && isOverdue(i, invoiceToday()),
    }),
    number: t.exposeInt('number', { nullable: true, description: 'Given when issued; null for a draft.' }),
    customerId: t.exposeID('customerId'),
    customerName: t.exposeString('customerName'),
    creditedInvoiceId: t.exposeID('creditedInvoiceId', { nullable: true, description: "A credit note's invoice." }),
    issueDate: t.exposeString('issueDate', { nullable: true }),
    dueDate: t.exposeString('dueDate', { nullable: true }),
    paymentDelayDays: t.exposeInt('paymentDelayDays'),
    note: t.exposeString('note', { nullable: true }),
    reference: t.exposeString('reference', { nullable: true }),
    net: t.exposeInt('net'),
    vat: t.exposeInt('vat'),
    total: t.exposeInt('total'),
    creditedTotal: t.exposeInt('creditedTotal', {
      description: 'What its credit notes took off an invoice, with VAT (positive); total − creditedTotal is owed.',
    }),
    creditNotes: t.field({
      type: [InvoiceRef],
      description: "An invoice's credit notes, first first. One invoice's field: a query each.",
      resolve: (i, _a, ctx) =>
        i.kind !== 'invoice' || i.creditedTotal === 0
          ? []
          : tenantScope(ctx)
              .db.select()
              .from(invoices)
              .where(eq(invoices.creditedInvoiceId, i.id))
              .orderBy(asc(invoices.number)),
    }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime', nullable: true }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    pdfFileId: t.exposeID('pdfFileId', {
      nullable: true,
      description:
        'The issued PDF, at /files/<id>, once made (a job shortly after issue); before, /invoices/<id>/preview.pdf.',
    }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true, description: 'When it was last mailed.' }),
    sentTo: t.exposeString('sentTo', { nullable: true }),
    reminderCount: t.exposeInt('reminderCount', { description: 'Payment reminders sent (at most three).' }),
    lastReminderOn: t.exposeString('lastReminderOn', { nullable: true }),
    reminders: t.field({
      type: [PaymentReminderRef],
      description: "The invoice's payment reminders, first first. One invoice's field: a query each.",
      resolve: (i, _a, ctx) =>
        tenantScope(ctx)
          .db.select()
          .from(invoiceReminders)
          .where(eq(invoiceReminders.invoiceId, i.id))
          .orderBy(asc(invoiceReminders.number)),
    }),
    customerEmail: t.string({
      nullable: true,
      description: "The customer's email now (the send dialog's recipient). One invoice's field: a query each.",
      resolve: async (i, _a, ctx) => {
        const [row] = await tenantScope(ctx)
          .db.select({ email: customers.email })
          .from(customers)
          .where(eq(customers.id, i.customerId));
        return row?.email ?? null;
      },
    }),
    eanInvoice: t.boolean({
      description:
        "An EAN invoice: the company sends e-invoices (eanPayment) and the customer has a valid EAN now. Its OIOUBL e-invoice is at /invoices/<id>/oioubl.xml once issued, and it is not mailed as a PDF. One invoice's field: a query each.",
      resolve: async (i, _a, ctx) => {
        const [row] = await tenantScope(ctx)
          .db.select({ eanPayment: companies.eanPayment, ean: customers.ean })
          .from(customers)
          .innerJoin(companies, eq(companies.id, customers.companyId))
          .where(eq(customers.id, i.customerId));
        return row ? isEanInvoice(row.eanPayment, row.ean) : false;
      },
    }),
    economicState: t.exposeString('economicState', {
      nullable: true,
      description: 'Its way to e-conomic: pending, synced or failed; null when not sent there (docs/decisions/0031).',
    }),
    economicError: t.exposeString('economicError', {
      nullable: true,
      description: "The last failure: an economic.* reason, a space, e-conomic's own words.",
    }),
    economicBookedNumber: t.exposeInt('economicBookedNumber', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    version: t.exposeInt('version'),
    lines: t.field({
      type: [InvoiceLineRef],
      resolve: async (i, _a, ctx) => {
        const scope = tenantScope(ctx);
        const lines =
          i.lines ??
          (await scope.db
            .select()
            .from(invoiceLines)
            .where(eq(invoiceLines.invoiceId, i.id))
            .orderBy(asc(invoiceLines.position)));
        // Only an invoice something was credited off has credited lines: one grouped read, not one per line.
        if (i.kind !== 'invoice' || i.creditedTotal === 0) return lines;
        const credits = await loadLineCredits(scope, i.id);
        return lines.map((line) => ({ ...line, credit: credits.get(line.id) }));
      },
    }),
  }),
});

const InvoicePageRef = pageRef('InvoicePage', InvoiceRef);

builder.queryField('invoices', (t) =>
  t.field({
    type: InvoicePageRef,
    description: 'Invoices and credit notes: drafts first, then by number, newest first. Paged.',
    args: {
      state: t.arg({ type: InvoiceFilterRef }),
      customerId: t.arg.id(),
      offset: t.arg.int(),
      limit: t.arg.int({ description: 'At most 200; 50 when left out.' }),
    },
    resolve: (_r, args, ctx) => listInvoices(tenantScope(ctx), args),
  }),
);

builder.queryField('invoice', (t) =>
  t.field({
    type: InvoiceRef,
    description: 'One invoice with its lines. NOT_FOUND for an id of no invoice of the company.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => loadInvoice(tenantScope(ctx), args.id),
  }),
);

builder.queryField('visitsToInvoice', (t) =>
  t.field({
    type: VisitPageRef,
    description:
      'The visits ready to invoice (finished, on no invoice, not archived), by customer and then by when they ended. Paged.',
    args: {
      customerId: t.arg.id(),
      offset: t.arg.int(),
      limit: t.arg.int({ description: 'At most 200; 50 when left out.' }),
    },
    resolve: (_r, args, ctx) => listVisitsToInvoice(tenantScope(ctx), args),
  }),
);

const InvoiceFromVisitsInput = builder.inputType('InvoiceFromVisitsInput', {
  fields: (t) => ({ visitIds: t.idList({ required: true }) }),
});

builder.mutationField('createInvoiceFromVisits', (t) =>
  t.field({
    type: InvoiceRef,
    description:
      "An invoice from finished visits of one customer: issued at once, or a draft with the company's invoiceAsDraft. BAD_USER_INPUT on input.visitIds: invoice.visitNotFound, invoice.visitInvoiced, invoice.visitNotFinished, invoice.visitWithoutCustomer, invoice.customersDiffer, invoice.nothingToInvoice.",
    args: { input: t.arg({ type: InvoiceFromVisitsInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createInvoiceFromVisits(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);

builder.mutationField('issueInvoice', (t) =>
  t.field({
    type: InvoiceRef,
    description: 'Issues a draft: the next number, today as its date. CONFLICT invoice.notDraft, or a stale version.',
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => issueInvoice(tenantScope(ctx), args),
  }),
);

builder.mutationField('creditInvoice', (t) =>
  t.field({
    type: InvoiceRef,
    description:
      'Credits an issued or paid invoice, all that is left of it or chosen lines and quantities: the credit note, issued at once with the next number, is returned. Credited in full, the invoice is credited and its visits may be invoiced again. CONFLICT invoice.notCreditable; BAD_USER_INPUT invoice.creditTooLarge, invoice.creditNotNegative, invoice.lineNotFound.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      lines: t.arg({
        type: [CreditLineInputRef],
        description: 'The lines to credit and how much of each; left out, everything not yet credited.',
      }),
    },
    resolve: (_r, args, ctx) => creditInvoice(tenantScope(ctx), args),
  }),
);

builder.mutationField('setInvoicePaid', (t) =>
  t.field({
    type: InvoiceRef,
    description: 'Marks an issued invoice paid, or a paid one unpaid. CONFLICT invoice.notPayable / invoice.notPaid.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      paid: t.arg.boolean({ required: true }),
    },
    resolve: (_r, args, ctx) => setInvoicePaid(tenantScope(ctx), args),
  }),
);

const SendInvoiceInput = builder.inputType('SendInvoiceInput', {
  fields: (t) => ({ invoiceId: t.id({ required: true }), to: t.string({ required: true }) }),
});

builder.mutationField('sendInvoice', (t) =>
  t.field({
    type: InvoiceRef,
    description:
      'Mails an issued invoice or credit note as a PDF to `to` through the mail queue (the email log shows it) and marks it sent. CONFLICT invoice.draftNotSent; BAD_USER_INPUT email_invalid on input.to.',
    args: { input: t.arg({ type: SendInvoiceInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => sendInvoice(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);

builder.mutationField('deleteInvoiceDraft', (t) =>
  t.boolean({
    description:
      'Deletes a draft (its visits may be invoiced again). CONFLICT invoice.notDraft: an issued one is credited.',
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteInvoiceDraft(tenantScope(ctx), args),
  }),
);
