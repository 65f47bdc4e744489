import { customerDisplayName, customerSorts, type CustomerSort } from '@servio/domain';
import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { loadersOf } from '../../graphql/loaders.ts';
import { AddressInputRef, AddressRef } from '../../graphql/address.ts';
import {
  createCustomer,
  deleteCustomer,
  exportCustomersCsv,
  findCustomer,
  importCustomers,
  listCustomers,
  previewCustomerImport,
  updateCustomer,
  type CustomerRow,
  type ImportColumn,
  type ImportPreview,
  type ImportResult,
} from './index.ts';
import { pageRef } from '../../graphql/page.ts';

export const SortDirection = builder.enumType('SortDirection', { values: ['asc', 'desc'] as const });
const CustomerSortRef = builder.enumType('CustomerSort', { values: customerSorts });

export const CustomerRef = builder.objectRef<CustomerRow>('Customer');
CustomerRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({
      description: 'The company name for company customers, else the person.',
      resolve: (c) => customerDisplayName(c),
    }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    altEmail: t.exposeString('altEmail', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true, description: 'E.164' }),
    ean: t.exposeString('ean', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    companyCVR: t.exposeString('companyCvr', { nullable: true }),
    allowedToLogin: t.exposeBoolean('allowedToLogin'),
    sendInvoiceToMe: t.exposeBoolean('sendInvoiceToMe'),
    sendReportToMe: t.exposeBoolean('sendReportToMe'),
    showPricesInReport: t.exposeBoolean('showPricesInReport'),
    useChildCustomer: t.exposeBoolean('useChildCustomer'),
    useCompany: t.exposeBoolean('useCompany'),
    useInvoice: t.exposeBoolean('useInvoice'),
    notes: t.exposeString('notes', { nullable: true }),
    address: t.field({ type: AddressRef, resolve: (c) => c }),
    parentCustomerId: t.exposeID('parentCustomerId', { nullable: true }),
    parent: t.field({
      type: CustomerRef,
      nullable: true,
      resolve: (c, _args, ctx) => (c.parentCustomerId ? loadersOf(ctx).customerById.load(c.parentCustomerId) : null),
    }),
    children: t.field({
      type: [CustomerRef],
      description: 'Locations (enableCustomerHierarchy).',
      resolve: (c, _a, ctx) => loadersOf(ctx).childrenOfCustomer.load(c.id),
    }),
    hasLogin: t.boolean({
      description: 'Whether an invitation created a login for this customer.',
      resolve: (c, _a, ctx) => loadersOf(ctx).customerHasLogin.load(c.id),
    }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const CustomerPageRef = pageRef('CustomerPage', CustomerRef);

const listArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  search: t.arg.string({ description: 'Words found in name, company, email, phone, CVR, EAN or address.' }),
  sort: t.arg({ type: CustomerSortRef }),
  sortDirection: t.arg({ type: SortDirection }),
  parentCustomerId: t.arg.id({ description: 'Only the locations of this customer.' }),
  topLevelOnly: t.arg.boolean({ description: 'Only customers without a parent.' }),
  useCompany: t.arg.boolean({ description: 'Only company customers (true) or private ones (false).' }),
});

builder.queryField('customers', (t) =>
  t.field({
    type: CustomerPageRef,
    args: { ...listArgs(t), offset: t.arg.int(), limit: t.arg.int({ description: 'At most 200; 50 when left out.' }) },
    resolve: (_root, args, ctx) => listCustomers(tenantScope(ctx), { ...args, sort: args.sort as CustomerSort | null }),
  }),
);

builder.queryField('customer', (t) =>
  t.field({
    type: CustomerRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findCustomer(tenantScope(ctx), args.id),
  }),
);

builder.queryField('customersCsv', (t) =>
  t.string({
    description: "The list as searched and sorted, as CSV for Danish Excel (UTF-8 BOM, ';', Danish headings).",
    args: listArgs(t),
    resolve: (_r, args, ctx) =>
      exportCustomersCsv(tenantScope(ctx), { ...args, sort: args.sort as CustomerSort | null }),
  }),
);

const CustomerInput = builder.inputType('CustomerInput', {
  description: "On update only what is sent changes; '' or null clears a field.",
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
    altEmail: t.string(),
    phoneNumber: t.string(),
    ean: t.string(),
    companyName: t.string(),
    companyCVR: t.string(),
    allowedToLogin: t.boolean(),
    sendInvoiceToMe: t.boolean(),
    sendReportToMe: t.boolean(),
    showPricesInReport: t.boolean(),
    useChildCustomer: t.boolean(),
    useCompany: t.boolean(),
    useInvoice: t.boolean(),
    address: t.field({ type: AddressInputRef }),
    notes: t.string(),
    parentCustomerId: t.id(),
  }),
});

builder.mutationField('createCustomer', (t) =>
  t.field({
    type: CustomerRef,
    description:
      'Errors: BAD_USER_INPUT (field + reason, e.g. customer.atLeastOneField, email_invalid, cvr_invalid, ean_invalid, duplicateEmail with type); FORBIDDEN for employees when the company has disableCreateCustomer.',
    args: { input: t.arg({ type: CustomerInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createCustomer(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);

builder.mutationField('updateCustomer', (t) =>
  t.field({
    type: CustomerRef,
    description: 'CONFLICT when version is stale.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: CustomerInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateCustomer(tenantScope(ctx), args.id, args.version, args.input),
  }),
);

builder.mutationField('deleteCustomer', (t) =>
  t.boolean({
    description:
      'Refused (BAD_USER_INPUT customer.hasVisits / customer.hasChildren) while visits or locations hang on it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteCustomer(tenantScope(ctx), args.id),
  }),
);

const ImportRowErrorRef = builder
  .objectRef<{ row: number; field: string; reason: string }>('ImportRowError')
  .implement({
    fields: (t) => ({
      row: t.exposeInt('row', { description: 'Line of the file; the heading is line 1.' }),
      field: t.exposeString('field', { description: "The import field, or 'row'." }),
      reason: t.exposeString('reason', { description: 'A message key.' }),
    }),
  });

const ImportColumnRef = builder.objectRef<ImportColumn>('ImportColumn').implement({
  fields: (t) => ({
    index: t.exposeInt('index'),
    header: t.exposeString('header'),
    suggestedField: t.exposeString('suggestedField', { nullable: true }),
    samples: t.exposeStringList('samples'),
  }),
});

const ImportPreviewRef = builder.objectRef<ImportPreview>('CustomerImportPreview').implement({
  fields: (t) => ({
    columns: t.field({ type: [ImportColumnRef], resolve: (p) => p.columns }),
    mapping: t.stringList({
      nullable: { list: false, items: true },
      description: 'The field per column (null: skipped).',
      resolve: (p) => p.mapping,
    }),
    rowCount: t.exposeInt('rowCount'),
    validCount: t.exposeInt('validCount'),
    errors: t.field({ type: [ImportRowErrorRef], description: 'At most 1000.', resolve: (p) => p.errors }),
  }),
});

const ImportResultRef = builder.objectRef<ImportResult>('CustomerImportResult').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    createdCount: t.exposeInt('createdCount'),
    skippedCount: t.exposeInt('skippedCount'),
    errors: t.field({ type: [ImportRowErrorRef], resolve: (p) => p.errors }),
  }),
});

builder.mutationField('previewCustomerImport', (t) =>
  t.field({
    type: ImportPreviewRef,
    description:
      'Reads CSV text (the web decodes the file with decodeCsvBytes: UTF-8 with or without BOM, or Windows-1252) and reports what an import would do; writes nothing. Without mapping, the suggested one is used.',
    args: {
      csv: t.arg.string({ required: true }),
      mapping: t.arg.stringList({ required: { list: false, items: false } }),
    },
    resolve: (_r, args, ctx) => previewCustomerImport(tenantScope(ctx), args.csv, args.mapping),
  }),
);

builder.mutationField('importCustomers', (t) =>
  t.field({
    type: ImportResultRef,
    description: 'Writes every valid row in one transaction; rows with errors are skipped and reported.',
    args: {
      csv: t.arg.string({ required: true }),
      mapping: t.arg.stringList({ required: { list: true, items: false } }),
      idempotencyKey: t.arg.string(),
    },
    resolve: (_r, args, ctx) => importCustomers(tenantScope(ctx), args.csv, args.mapping, args.idempotencyKey),
  }),
);
