import { stockMovementKinds } from '../../db/tables/index.ts';
import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { pageRef } from '../../graphql/page.ts';
import { seesPrices } from '../visits/index.ts';
import {
  correctStock,
  countStock,
  itemStock,
  materialSearch,
  moveStock,
  receiveStock,
  stockMovementPage,
  type ItemStock,
  type MaterialHit,
  type StockLocation,
  type StockMovementItem,
} from './index.ts';

const StockMovementKindRef = builder.enumType('StockMovementKind', { values: stockMovementKinds });

const StockLocationRef = builder.objectRef<StockLocation>('StockLocation').implement({
  description: 'An item at one location: the main stock (employeeId null) or a van.',
  fields: (t) => ({
    employeeId: t.exposeID('employeeId', { nullable: true }),
    employeeName: t.exposeString('employeeName', { nullable: true }),
    quantity: t.exposeInt('quantity', { description: 'Thousandths of the unit: the sum of the ledger here.' }),
    belowZero: t.exposeBoolean('belowZero'),
  }),
});

const StockMovementRef = builder.objectRef<StockMovementItem>('StockMovement').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: StockMovementKindRef, resolve: (m) => m.kind }),
    quantity: t.exposeInt('quantity', { description: 'Signed thousandths of the unit.' }),
    employeeId: t.exposeID('employeeId', { nullable: true }),
    employeeName: t.exposeString('employeeName', { nullable: true }),
    transferId: t.exposeID('transferId', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
    visitId: t.exposeID('visitId', { nullable: true }),
    visitCaseNumber: t.exposeInt('visitCaseNumber', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdByName: t.exposeString('createdByName', { nullable: true }),
  }),
});

const StockMovementPageRef = pageRef('StockMovementPage', StockMovementRef);

const ItemStockRef = builder.objectRef<ItemStock>('ItemStock').implement({
  description: "An item's stock: the ledger's sums per location, and the ledger itself.",
  fields: (t) => ({
    itemId: t.exposeID('itemId'),
    unit: t.exposeString('unit'),
    lowStockThreshold: t.exposeInt('lowStockThreshold', { nullable: true }),
    locations: t.field({ type: [StockLocationRef], resolve: (s) => s.locations }),
    totalQuantity: t.exposeInt('totalQuantity'),
    low: t.exposeBoolean('low'),
    movements: t.field({
      type: StockMovementPageRef,
      description: 'Newest first.',
      args: { offset: t.arg.int(), limit: t.arg.int({ description: 'At most 200; 50 when left out.' }) },
      resolve: (s, args, ctx) => stockMovementPage(tenantScope(ctx), s.itemId, args),
    }),
  }),
});

const MaterialHitRef = builder.objectRef<MaterialHit>('MaterialHit').implement({
  description: 'An item found to put on a visit.',
  fields: (t) => ({
    id: t.exposeID('id'),
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    unit: t.exposeString('unit'),
    barcode: t.exposeString('barcode', { nullable: true }),
    salesPrice: t.int({
      nullable: true,
      description: 'Øre; null for whoever does not see prices.',
      resolve: (m, _a, ctx) => (seesPrices(tenantScope(ctx).actor) ? m.salesPrice : null),
    }),
    onHand: t.exposeInt('onHand', { nullable: true, description: 'At the location searched; null without stock.' }),
    belowZero: t.exposeBoolean('belowZero'),
  }),
});

builder.queryField('materialSearch', (t) =>
  t.field({
    type: [MaterialHitRef],
    description:
      "Active items by SKU, name or barcode (at most 20). onHand: administrators at employeeId's van (left out: the main stock), anyone else at their own van.",
    args: { term: t.arg.string({ required: true }), employeeId: t.arg.id() },
    resolve: (_r, args, ctx) => materialSearch(tenantScope(ctx), args),
  }),
);

builder.queryField('itemStock', (t) =>
  t.field({
    type: ItemStockRef,
    args: { itemId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => itemStock(tenantScope(ctx), args.itemId),
  }),
);

const stockErrors =
  'Errors: CONFLICT reason stock.disabled without enableItemStock; BAD_USER_INPUT stock.quantityInvalid';

builder.mutationField('receiveStock', (t) =>
  t.field({
    type: ItemStockRef,
    description: `Goods received at a location (employeeId: a van; left out: the main stock). ${stockErrors}.`,
    args: {
      input: t.arg({
        type: builder.inputType('ReceiveStockInput', {
          fields: (f) => ({
            itemId: f.id({ required: true }),
            employeeId: f.id(),
            quantity: f.int({ required: true, description: 'Thousandths, > 0.' }),
            note: f.string(),
          }),
        }),
        required: true,
      }),
    },
    resolve: (_r, args, ctx) => receiveStock(tenantScope(ctx), args.input),
  }),
);

builder.mutationField('moveStock', (t) =>
  t.field({
    type: ItemStockRef,
    description: `Two ledger rows sharing a transfer id. ${stockErrors}, stock.sameLocation.`,
    args: {
      input: t.arg({
        type: builder.inputType('MoveStockInput', {
          fields: (f) => ({
            itemId: f.id({ required: true }),
            fromEmployeeId: f.id(),
            toEmployeeId: f.id(),
            quantity: f.int({ required: true, description: 'Thousandths, > 0.' }),
            note: f.string(),
          }),
        }),
        required: true,
      }),
    },
    resolve: (_r, args, ctx) => moveStock(tenantScope(ctx), args.input),
  }),
);

builder.mutationField('countStock', (t) =>
  t.field({
    type: ItemStockRef,
    description: `A count sets the location's quantity: the ledger records the difference. ${stockErrors}.`,
    args: {
      input: t.arg({
        type: builder.inputType('CountStockInput', {
          fields: (f) => ({
            itemId: f.id({ required: true }),
            employeeId: f.id(),
            countedQuantity: f.int({ required: true, description: 'Thousandths, ≥ 0.' }),
            note: f.string(),
          }),
        }),
        required: true,
      }),
    },
    resolve: (_r, args, ctx) => countStock(tenantScope(ctx), args.input),
  }),
);

builder.mutationField('correctStock', (t) =>
  t.field({
    type: ItemStockRef,
    description: `A signed correction with its reason (note required). ${stockErrors}, stock.noteRequired.`,
    args: {
      input: t.arg({
        type: builder.inputType('CorrectStockInput', {
          fields: (f) => ({
            itemId: f.id({ required: true }),
            employeeId: f.id(),
            quantity: f.int({ required: true, description: 'Signed thousandths, not 0.' }),
            note: f.string({ required: true }),
          }),
        }),
        required: true,
      }),
    },
    resolve: (_r, args, ctx) => correctStock(tenantScope(ctx), args.input),
  }),
);
