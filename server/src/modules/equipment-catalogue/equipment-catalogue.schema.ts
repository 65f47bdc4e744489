import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { pageRef } from '../../graphql/page.ts';
import {
  createEquipmentCategory,
  createEquipmentProduct,
  deleteEquipmentCategory,
  deleteEquipmentProduct,
  findEquipmentCategory,
  findEquipmentProduct,
  listEquipmentCategories,
  listEquipmentProducts,
  updateEquipmentCategory,
  updateEquipmentProduct,
  type EquipmentCategoryWithCount,
  type EquipmentProductRecord,
} from './index.ts';

export const EquipmentCategoryRef = builder.objectRef<EquipmentCategoryWithCount | EquipmentProductRecord['category']>(
  'EquipmentCategory',
);
EquipmentCategoryRef.implement({
  description: 'A kind of equipment (heat pump, fire extinguisher…); the company may call it something else.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    productCount: t.exposeInt('productCount', { description: 'Products of the category.' }),
    version: t.exposeInt('version'),
  }),
});

export const EquipmentProductRef = builder.objectRef<EquipmentProductRecord>('EquipmentProduct');
EquipmentProductRef.implement({
  description: 'A model from a supplier in a category; its units at customers are materials.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'The model.' }),
    supplier: t.exposeString('supplier', { nullable: true }),
    serviceIntervalMonths: t.exposeInt('serviceIntervalMonths', {
      nullable: true,
      description: "Months between services of its units, 1–120; null: the company's materielServiceIntervalMonths.",
    }),
    column1: t.exposeString('column1', { nullable: true }),
    column2: t.exposeString('column2', { nullable: true }),
    column3: t.exposeString('column3', { nullable: true }),
    bookable: t.exposeBoolean('bookable', { description: 'A service on the public booking page (issue #19).' }),
    bookingMinutes: t.exposeInt('bookingMinutes', { nullable: true, description: 'How long the service takes.' }),
    bookingPrice: t.exposeInt('bookingPrice', { nullable: true, description: 'Øre incl. VAT; null: no price shown.' }),
    bookingDescription: t.exposeString('bookingDescription', { nullable: true }),
    category: t.field({ type: EquipmentCategoryRef, resolve: (p) => p.category }),
    materialCount: t.exposeInt('materialCount', {
      description: 'Units (materials) of the product, archived included.',
    }),
    version: t.exposeInt('version'),
  }),
});

const EquipmentProductPageRef = pageRef('EquipmentProductPage', EquipmentProductRef);

builder.queryField('equipmentCategories', (t) =>
  t.field({
    type: [EquipmentCategoryRef],
    description: 'Every category of the company by name, with product counts.',
    resolve: (_r, _a, ctx) => listEquipmentCategories(tenantScope(ctx)),
  }),
);

builder.queryField('equipmentCategory', (t) =>
  t.field({
    type: EquipmentCategoryRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findEquipmentCategory(tenantScope(ctx), args.id),
  }),
);

builder.queryField('equipmentProducts', (t) =>
  t.field({
    type: EquipmentProductPageRef,
    description: 'Products by category and model, paged.',
    args: {
      search: t.arg.string({ description: 'Words found in the model, supplier, category or free columns.' }),
      categoryId: t.arg.id(),
      offset: t.arg.int(),
      limit: t.arg.int({ description: 'At most 200; 50 when left out.' }),
    },
    resolve: (_r, args, ctx) => listEquipmentProducts(tenantScope(ctx), args),
  }),
);

builder.queryField('equipmentProduct', (t) =>
  t.field({
    type: EquipmentProductRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findEquipmentProduct(tenantScope(ctx), args.id),
  }),
);

const EquipmentCategoryInput = builder.inputType('EquipmentCategoryInput', {
  fields: (t) => ({ name: t.string({ required: true }) }),
});

const EquipmentProductInput = builder.inputType('EquipmentProductInput', {
  description: "Optional text left out, '' or null is empty.",
  fields: (t) => ({
    categoryId: t.id({ required: true }),
    name: t.string({ required: true, description: 'The model.' }),
    supplier: t.string(),
    serviceIntervalMonths: t.int({ description: "1–120; null: the company's interval." }),
    bookable: t.boolean({ description: 'On the public booking page (needs bookingMinutes).' }),
    bookingMinutes: t.int({ description: '15–720. BAD_USER_INPUT booking.serviceMinutesInvalid.' }),
    bookingPrice: t.int({ description: 'Øre incl. VAT; null: no price shown.' }),
    bookingDescription: t.string(),
    column1: t.string(),
    column2: t.string(),
    column3: t.string(),
  }),
});

builder.mutationField('createEquipmentCategory', (t) =>
  t.field({
    type: EquipmentCategoryRef,
    description: 'Errors: BAD_USER_INPUT equipmentCategory.nameTaken (any case), required, tooLong.',
    args: { input: t.arg({ type: EquipmentCategoryInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createEquipmentCategory(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);

builder.mutationField('updateEquipmentCategory', (t) =>
  t.field({
    type: EquipmentCategoryRef,
    description: 'CONFLICT when version is stale; BAD_USER_INPUT equipmentCategory.nameTaken.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: EquipmentCategoryInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateEquipmentCategory(tenantScope(ctx), args.id, args.version, args.input),
  }),
);

builder.mutationField('deleteEquipmentCategory', (t) =>
  t.boolean({
    description: 'Refused (CONFLICT reason equipmentCategory.inUse with count) while products belong to it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteEquipmentCategory(tenantScope(ctx), args.id),
  }),
);

builder.mutationField('createEquipmentProduct', (t) =>
  t.field({
    type: EquipmentProductRef,
    description:
      'Errors: BAD_USER_INPUT equipmentProduct.modelTaken (same model and supplier in the category), ' +
      'serviceInterval_invalid (not 1–120), equipmentCategory.notFound, required.',
    args: { input: t.arg({ type: EquipmentProductInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createEquipmentProduct(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);

builder.mutationField('updateEquipmentProduct', (t) =>
  t.field({
    type: EquipmentProductRef,
    description:
      'CONFLICT when version is stale. A new interval moves the next service date of the units that follow it.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: EquipmentProductInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateEquipmentProduct(tenantScope(ctx), args.id, args.version, args.input),
  }),
);

builder.mutationField('deleteEquipmentProduct', (t) =>
  t.boolean({
    description: 'Refused (CONFLICT reason equipmentProduct.inUse with count) while materials of it exist.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteEquipmentProduct(tenantScope(ctx), args.id),
  }),
);
