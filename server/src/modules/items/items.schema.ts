import { itemUnits } from '@servio/domain';
import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { pageRef } from '../../graphql/page.ts';
import { SortDirection } from '../customers/customers.schema.ts';
import { visitPrice } from '../visits/index.ts';
import {
  archiveItem,
  createItem,
  deleteItem,
  findItem,
  itemSorts,
  listItems,
  unarchiveItem,
  updateItem,
  type ItemRecord,
} from './index.ts';

const ItemUnitRef = builder.enumType('ItemUnit', { values: itemUnits });
const ItemSortRef = builder.enumType('ItemSort', { values: itemSorts });

export const ItemRef = builder.objectRef<ItemRecord>('Item');
ItemRef.implement({
  description: 'Money in whole øre without VAT; quantities in thousandths of the unit.',
  fields: (t) => ({
    id: t.exposeID('id'),
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    unit: t.field({ type: ItemUnitRef, resolve: (i) => i.unit }),
    description: t.exposeString('description', { nullable: true }),
    costPrice: t.int({
      nullable: true,
      description: 'Null for whoever does not see prices.',
      resolve: (i, _a, ctx) => visitPrice(tenantScope(ctx).actor, i.costPrice),
    }),
    listPrice: t.int({
      nullable: true,
      description: 'Null for whoever does not see prices.',
      resolve: (i, _a, ctx) => visitPrice(tenantScope(ctx).actor, i.listPrice),
    }),
    salesPrice: t.int({
      nullable: true,
      description:
        "With followsGroupPrice: cost plus the group's markup, half up. Null for whoever does not see prices.",
      resolve: (i, _a, ctx) => visitPrice(tenantScope(ctx).actor, i.salesPrice),
    }),
    groupId: t.exposeID('groupId', { nullable: true }),
    groupName: t.exposeString('groupName', { nullable: true }),
    followsGroupPrice: t.exposeBoolean('followsGroupPrice'),
    active: t.exposeBoolean('active'),
    barcode: t.exposeString('barcode', { nullable: true, description: 'EAN-13.' }),
    lowStockThreshold: t.exposeInt('lowStockThreshold', { nullable: true, description: 'Thousandths of the unit.' }),
    onHand: t.exposeInt('onHand', {
      nullable: true,
      description: 'Thousandths of the unit over every location; null while the company keeps no stock.',
    }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ItemPageRef = pageRef('ItemPage', ItemRef);

builder.queryField('items', (t) =>
  t.field({
    type: ItemPageRef,
    args: {
      search: t.arg.string({ description: 'Words found in the SKU, name or barcode.' }),
      groupId: t.arg.id(),
      active: t.arg.boolean({ description: 'Left out: active items; false: archived; null: both.' }),
      belowThreshold: t.arg.boolean({ description: 'Only items with less on hand than their low-stock threshold.' }),
      sort: t.arg({ type: ItemSortRef }),
      sortDirection: t.arg({ type: SortDirection }),
      offset: t.arg.int(),
      limit: t.arg.int({ description: 'At most 200; 50 when left out.' }),
    },
    resolve: (_r, args, ctx) => listItems(tenantScope(ctx), args),
  }),
);

builder.queryField('item', (t) =>
  t.field({
    type: ItemRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findItem(tenantScope(ctx), args.id),
  }),
);

const ItemInput = builder.inputType('ItemInput', {
  description:
    "Money in whole øre, quantities in thousandths. On update an optional field left out stays; '' or null clears it.",
  fields: (t) => ({
    sku: t.string({ required: true }),
    name: t.string({ required: true }),
    unit: t.field({ type: ItemUnitRef, required: true }),
    costPrice: t.int(),
    listPrice: t.int(),
    salesPrice: t.int({ description: 'Ignored while the item follows its group and has a cost price.' }),
    groupId: t.id(),
    followsGroupPrice: t.boolean(),
    active: t.boolean(),
    barcode: t.string({ description: 'EAN-13 with its check digit.' }),
    description: t.string(),
    lowStockThreshold: t.int(),
  }),
});

builder.mutationField('createItem', (t) =>
  t.field({
    type: ItemRef,
    description:
      'Errors: BAD_USER_INPUT (field + reason: item.skuTaken, ean_invalid, money_invalid, itemGroup.notFound, …).',
    args: { input: t.arg({ type: ItemInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createItem(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);

builder.mutationField('updateItem', (t) =>
  t.field({
    type: ItemRef,
    description: 'CONFLICT when version is stale.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: ItemInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateItem(tenantScope(ctx), args.id, args.version, args.input),
  }),
);

builder.mutationField('archiveItem', (t) =>
  t.field({
    type: ItemRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => archiveItem(tenantScope(ctx), args.id),
  }),
);

builder.mutationField('unarchiveItem', (t) =>
  t.field({
    type: ItemRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => unarchiveItem(tenantScope(ctx), args.id),
  }),
);

builder.mutationField('deleteItem', (t) =>
  t.boolean({
    description:
      'Refused (BAD_USER_INPUT item.inUse) while a visit line or stock movement uses it: archive it instead.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteItem(tenantScope(ctx), args.id),
  }),
);
