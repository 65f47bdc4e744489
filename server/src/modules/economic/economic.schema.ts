import { builder } from '../../graphql/builder.ts';
import { tenantScope, tenantTransactions, type Context } from '../../graphql/context.ts';
import { pageRef } from '../../graphql/page.ts';
import type { EconomicSyncLogRow } from '../../db/tables/index.ts';
import { InvoiceRef } from '../invoices/invoices.schema.ts';
import type { EconomicConnectionView } from './economic-connection.ts';
import type { EconomicTestResult } from './test-economic-connection.ts';
import {
  connectionView,
  economicServicesOf,
  listSyncLog,
  pullEconomicPayments,
  readConnection,
  removeEconomicConnection,
  requireEconomicEnabled,
  retryEconomicInvoice,
  saveEconomicTokens,
  testEconomicConnection,
} from './index.ts';

const services = (ctx: Context) => economicServicesOf(ctx.services);

const EconomicConnectionRef = builder.objectRef<EconomicConnectionView>('EconomicConnection').implement({
  description: "The company's e-conomic agreement as anyone may see it: never the tokens.",
  fields: (t) => ({
    connected: t.exposeBoolean('connected'),
    agreementName: t.exposeString('agreementName', { nullable: true }),
    agreementNumber: t.exposeInt('agreementNumber', { nullable: true }),
    connectedAt: t.expose('connectedAt', { type: 'DateTime', nullable: true }),
    lastPaymentsPullAt: t.expose('lastPaymentsPullAt', { type: 'DateTime', nullable: true }),
  }),
});

const EconomicTestResultRef = builder.objectRef<EconomicTestResult>('EconomicTestResult').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    reason: t.exposeString('reason', { nullable: true, description: 'economic.unauthorized, economic.unreachable, …' }),
    detail: t.exposeString('detail', { nullable: true, description: "e-conomic's own words." }),
  }),
});

const EconomicSyncLogEntryRef = builder.objectRef<EconomicSyncLogRow>('EconomicSyncLogEntry').implement({
  description: 'One call to e-conomic and how it went.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => String(r.id) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    entity: t.exposeString('entity', { description: 'customer, product, invoice, payments or connection.' }),
    entityId: t.exposeID('entityId', { nullable: true }),
    action: t.exposeString('action'),
    outcome: t.exposeString('outcome', { description: 'ok, retrying or failed.' }),
    httpStatus: t.exposeInt('httpStatus', { nullable: true }),
    message: t.exposeString('message', {
      nullable: true,
      description: 'A failure: an economic.* reason, a space, details.',
    }),
  }),
});

const EconomicSyncLogPageRef = pageRef('EconomicSyncLogPage', EconomicSyncLogEntryRef);

const EconomicTokensInput = builder.inputType('EconomicTokensInput', {
  fields: (t) => ({
    appSecretToken: t.string({ required: true }),
    agreementGrantToken: t.string({ required: true }),
  }),
});

builder.queryField('economicConnection', (t) =>
  t.field({
    type: EconomicConnectionRef,
    description: "The company's e-conomic agreement. CONFLICT economic.off without headlessApiEconomicActive.",
    resolve: async (_r, _a, ctx) => {
      const scope = tenantScope(ctx);
      await requireEconomicEnabled(scope);
      return connectionView(await readConnection(scope));
    },
  }),
);

builder.queryField('economicSyncLog', (t) =>
  t.field({
    type: EconomicSyncLogPageRef,
    description: 'The calls to e-conomic, newest first. Paged.',
    args: { offset: t.arg.int(), limit: t.arg.int({ description: 'At most 200; 50 when left out.' }) },
    resolve: (_r, args, ctx) => listSyncLog(tenantScope(ctx), args),
  }),
);

builder.mutationField('saveEconomicTokens', (t) =>
  t.field({
    type: EconomicConnectionRef,
    description:
      'Connects the agreement: the tokens (spaces dropped) are checked against e-conomic and stored encrypted. BAD_USER_INPUT economic.unauthorized; CONFLICT economic.unreachable, economic.off, economic.noKey.',
    args: { input: t.arg({ type: EconomicTokensInput, required: true }) },
    resolve: (_r, args, ctx) => saveEconomicTokens(tenantTransactions(ctx), services(ctx), args.input),
  }),
);

builder.mutationField('testEconomicConnection', (t) =>
  t.field({
    type: EconomicTestResultRef,
    description: 'Calls e-conomic with the stored tokens. CONFLICT economic.notConnected.',
    resolve: (_r, _a, ctx) => testEconomicConnection(tenantTransactions(ctx), services(ctx)),
  }),
);

builder.mutationField('removeEconomicConnection', (t) =>
  t.field({
    type: EconomicConnectionRef,
    description: 'Forgets the tokens: nothing more goes to e-conomic.',
    resolve: (_r, _a, ctx) => removeEconomicConnection(tenantScope(ctx)),
  }),
);

builder.mutationField('pullEconomicPayments', (t) =>
  t.field({
    type: EconomicConnectionRef,
    description: 'Pulls paid status from e-conomic now (a job). CONFLICT economic.notConnected.',
    resolve: (_r, _a, ctx) => pullEconomicPayments(tenantScope(ctx)),
  }),
);

builder.mutationField('retryEconomicInvoice', (t) =>
  t.field({
    type: InvoiceRef,
    description: 'Pushes a failed invoice to e-conomic again. CONFLICT economic.notFailed, economic.notConnected.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => retryEconomicInvoice(tenantScope(ctx), args.id),
  }),
);
