import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import {
  addPriceListImportLines,
  applyPriceListImport,
  discardPriceListImport,
  findPriceListImport,
  previewPriceListImport,
  startPriceListImport,
  type PriceListChange,
  type PriceListImportRow,
  type PriceListPreview,
  type PriceListPreviewError,
} from './index.ts';

const PriceListImportRef = builder.objectRef<PriceListImportRow>('PriceListImport').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName', { nullable: true }),
    status: t.exposeString('status', { description: 'staging, applied or discarded.' }),
    createNew: t.exposeBoolean('createNew'),
    lineCount: t.exposeInt('lineCount'),
    createdCount: t.exposeInt('createdCount'),
    updatedCount: t.exposeInt('updatedCount'),
    unchangedCount: t.exposeInt('unchangedCount'),
    appliedAt: t.expose('appliedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PriceListChangeRef = builder.objectRef<PriceListChange>('PriceListChange').implement({
  description: 'Prices in øre without VAT; the old ones are null for a new item.',
  fields: (t) => ({
    line: t.exposeInt('line'),
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    isNew: t.exposeBoolean('isNew'),
    oldCostPrice: t.exposeInt('oldCostPrice', { nullable: true }),
    newCostPrice: t.exposeInt('newCostPrice', { nullable: true }),
    oldListPrice: t.exposeInt('oldListPrice', { nullable: true }),
    newListPrice: t.exposeInt('newListPrice', { nullable: true }),
    oldSalesPrice: t.exposeInt('oldSalesPrice', { nullable: true }),
    newSalesPrice: t.exposeInt('newSalesPrice', { nullable: true }),
  }),
});

const PriceListPreviewErrorRef = builder.objectRef<PriceListPreviewError>('PriceListLineError').implement({
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'Line of the file; the heading is line 1.' }),
    field: t.exposeString('field'),
    reason: t.exposeString('reason', { description: 'A message key (priceList.unknownSku, …).' }),
  }),
});

const PriceListPreviewRef = builder.objectRef<PriceListPreview>('PriceListImportPreview').implement({
  fields: (t) => ({
    importId: t.exposeID('importId'),
    status: t.exposeString('status'),
    lineCount: t.exposeInt('lineCount', { description: 'Lines announced at the start.' }),
    receivedCount: t.exposeInt('receivedCount', { description: 'Lines received so far.' }),
    newCount: t.exposeInt('newCount'),
    changedCount: t.exposeInt('changedCount'),
    unchangedCount: t.exposeInt('unchangedCount'),
    errorCount: t.exposeInt('errorCount'),
    changes: t.field({
      type: [PriceListChangeRef],
      description: 'New and changed lines in line order, paged (offset, limit at most 500).',
      resolve: (p) => p.changes,
    }),
    errors: t.field({ type: [PriceListPreviewErrorRef], description: 'At most 1000.', resolve: (p) => p.errors }),
  }),
});

const PriceListLineInput = builder.inputType('PriceListLineInput', {
  description:
    'One mapped line: prices in øre, the unit one of ours; null: not in the file. The server checks it again.',
  fields: (t) => ({
    line: t.int({ required: true }),
    sku: t.string({ required: true }),
    name: t.string(),
    unit: t.string(),
    costPrice: t.int(),
    listPrice: t.int(),
    salesPrice: t.int(),
    groupName: t.string(),
    barcode: t.string(),
  }),
});

builder.queryField('priceListImport', (t) =>
  t.field({
    type: PriceListImportRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findPriceListImport(tenantScope(ctx), args.id),
  }),
);

builder.queryField('priceListImportPreview', (t) =>
  t.field({
    type: PriceListPreviewRef,
    args: { importId: t.arg.id({ required: true }), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => previewPriceListImport(tenantScope(ctx), args.importId, args),
  }),
);

builder.mutationField('startPriceListImport', (t) =>
  t.field({
    type: PriceListImportRef,
    description: 'Opens an import of lineCount lines (at most 100,000); send them with addPriceListImportLines.',
    args: {
      fileName: t.arg.string(),
      lineCount: t.arg.int({ required: true }),
      createNew: t.arg.boolean({ required: true, description: 'Unknown SKUs become new items (else an error).' }),
      mapping: t.arg.stringList({ required: { list: false, items: false }, description: 'The field per column.' }),
    },
    resolve: (_r, args, ctx) => startPriceListImport(tenantScope(ctx), args),
  }),
);

builder.mutationField('addPriceListImportLines', (t) =>
  t.int({
    description:
      'Stages up to 5,000 lines; answers how many the import holds. BAD_USER_INPUT (field lines.<field>, reason, line, otherLine) refuses the whole chunk.',
    args: {
      importId: t.arg.id({ required: true }),
      lines: t.arg({ type: [PriceListLineInput], required: true }),
    },
    resolve: (_r, args, ctx) => addPriceListImportLines(tenantScope(ctx), args.importId, args.lines),
  }),
);

builder.mutationField('applyPriceListImport', (t) =>
  t.field({
    type: PriceListImportRef,
    description:
      'All or nothing, in one transaction. BAD_USER_INPUT priceList.incomplete / priceList.hasErrors; applying again does nothing.',
    args: { importId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => applyPriceListImport(tenantScope(ctx), args.importId),
  }),
);

builder.mutationField('discardPriceListImport', (t) =>
  t.boolean({
    description: 'Drops a staged import; false for an applied one.',
    args: { importId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => discardPriceListImport(tenantScope(ctx), args.importId),
  }),
);
