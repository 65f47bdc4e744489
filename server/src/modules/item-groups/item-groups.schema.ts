import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import {
  createItemGroup,
  deleteItemGroup,
  findItemGroup,
  listItemGroups,
  previewItemGroupMarkup,
  updateItemGroup,
  type ItemGroupWithCount,
  type MarkupExample,
  type MarkupPreview,
} from './index.ts';

export const ItemGroupRef = builder.objectRef<ItemGroupWithCount & { repricedCount?: number }>('ItemGroup');
ItemGroupRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    markupBp: t.int({
      nullable: true,
      description: 'Basis points (2500 = 25 %); administrators only, null for anyone else.',
      resolve: (g, _a, ctx) => (tenantScope(ctx).actor.role === 'administrator' ? g.markupBp : null),
    }),
    itemCount: t.exposeInt('itemCount', { description: 'Items of the group, archived ones included.' }),
    repricedCount: t.int({
      nullable: true,
      description: 'updateItemGroup only: how many following items got a new sales price.',
      resolve: (g) => g.repricedCount ?? null,
    }),
    version: t.exposeInt('version'),
  }),
});

const MarkupExampleRef = builder.objectRef<MarkupExample>('ItemGroupMarkupExample').implement({
  fields: (t) => ({
    itemId: t.exposeID('itemId'),
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    oldPrice: t.exposeInt('oldPrice', { nullable: true, description: 'Øre.' }),
    newPrice: t.exposeInt('newPrice', { description: 'Øre.' }),
  }),
});

const MarkupPreviewRef = builder.objectRef<MarkupPreview>('ItemGroupMarkupPreview').implement({
  fields: (t) => ({
    changedCount: t.exposeInt('changedCount'),
    examples: t.field({ type: [MarkupExampleRef], description: 'At most 5, by name.', resolve: (p) => p.examples }),
  }),
});

builder.queryField('itemGroups', (t) =>
  t.field({ type: [ItemGroupRef], resolve: (_r, _a, ctx) => listItemGroups(tenantScope(ctx)) }),
);

builder.queryField('itemGroup', (t) =>
  t.field({
    type: ItemGroupRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findItemGroup(tenantScope(ctx), args.id),
  }),
);

builder.queryField('previewItemGroupMarkup', (t) =>
  t.field({
    type: MarkupPreviewRef,
    description: 'How many following items a new markup would reprice, and a few examples; writes nothing.',
    args: { id: t.arg.id({ required: true }), markupBp: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => previewItemGroupMarkup(tenantScope(ctx), args.id, args.markupBp),
  }),
);

const ItemGroupInput = builder.inputType('ItemGroupInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    markupBp: t.int({ required: true, description: 'Basis points: 2500 = 25 %.' }),
  }),
});

builder.mutationField('createItemGroup', (t) =>
  t.field({
    type: ItemGroupRef,
    description: 'Errors: BAD_USER_INPUT itemGroup.nameTaken (any case), markup_invalid, required.',
    args: { input: t.arg({ type: ItemGroupInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createItemGroup(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);

builder.mutationField('updateItemGroup', (t) =>
  t.field({
    type: ItemGroupRef,
    description:
      'A new markup reprices every item of the group that follows it, in the same transaction. CONFLICT when version is stale.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: ItemGroupInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateItemGroup(tenantScope(ctx), args.id, args.version, args.input),
  }),
);

builder.mutationField('deleteItemGroup', (t) =>
  t.boolean({
    description: 'Refused (BAD_USER_INPUT itemGroup.inUse with count) while items belong to the group.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteItemGroup(tenantScope(ctx), args.id),
  }),
);
