import DataLoader from 'dataloader';
import { materialServiceStatuses } from '@servio/domain';
import { AddressInputRef, AddressRef } from '../../graphql/address.ts';
import { builder } from '../../graphql/builder.ts';
import { tenantScope, type Context } from '../../graphql/context.ts';
import { loadersOf } from '../../graphql/loaders.ts';
import { pageRef } from '../../graphql/page.ts';
import { oneAtATime } from '../../core/one-at-a-time.ts';
import { CustomerRef, SortDirection } from '../customers/customers.schema.ts';
import { EquipmentProductRef } from '../equipment-catalogue/equipment-catalogue.schema.ts';
import { findEquipmentProductsByIds, type EquipmentProductRecord } from '../equipment-catalogue/index.ts';
import {
  archiveMaterial,
  createMaterial,
  deleteMaterial,
  findMaterial,
  findMaterialsByIds,
  importMaterials,
  listMaterials,
  materialSorts,
  previewMaterialImport,
  unarchiveMaterial,
  updateMaterial,
  type MaterialImportPreview,
  type MaterialImportResult,
  type MaterialRecord,
} from './index.ts';

export const MaterialServiceStatusRef = builder.enumType('MaterialServiceStatus', {
  description:
    'off: no next service; planned: an unfinished visit holds it; reminderUnsent: due, no reminder queued or sent for its date; due: due and reminded; notDue.',
  values: materialServiceStatuses,
});
const MaterialSortRef = builder.enumType('MaterialSort', { values: materialSorts });

/**
 * The unit's point on the map: its own coordinates when it has both, else its customer's (the list computes it in its
 * statement; a single unit asks the request's customer loader).
 */
async function pointOf(m: MaterialRecord, ctx: Context): Promise<{ latitude: number; longitude: number } | null> {
  if (m.point !== undefined) return m.point;
  if (m.latitude !== null && m.longitude !== null) return { latitude: m.latitude, longitude: m.longitude };
  if (!m.customerId) return null;
  const customer = m.customerRow ?? (await loadersOf(ctx).customerById.load(m.customerId));
  return customer && customer.latitude !== null && customer.longitude !== null
    ? { latitude: customer.latitude, longitude: customer.longitude }
    : null;
}

/** The request's product loader: a page of materials asks for its products in one query. */
const productLoaders = new WeakMap<Context, DataLoader<string, EquipmentProductRecord | null>>();
function productLoader(ctx: Context) {
  let loader = productLoaders.get(ctx);
  if (!loader) {
    const inTurn = oneAtATime();
    loader = new DataLoader(async (ids) => {
      const found = await inTurn(() => findEquipmentProductsByIds(tenantScope(ctx), ids));
      const byId = new Map(found.map((p) => [p.id, p]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    productLoaders.set(ctx, loader);
  }
  return loader;
}

export const MaterialRef = builder.objectRef<MaterialRecord>('Material');
MaterialRef.implement({
  description: 'One unit of equipment (materiel) installed at a customer and/or a fixed address.',
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeID('productId'),
    product: t.field({
      type: EquipmentProductRef,
      resolve: async (m, _a, ctx) => (await productLoader(ctx).load(m.productId))!,
    }),
    productName: t.exposeString('productName', { description: 'The model.' }),
    productSupplier: t.exposeString('productSupplier', { nullable: true }),
    categoryId: t.exposeID('categoryId'),
    categoryName: t.exposeString('categoryName'),
    serialNumber: t.exposeString('serialNumber', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    placement: t.exposeString('placement', { nullable: true }),
    installedOn: t.exposeString('installedOn', { nullable: true, description: 'YYYY-MM-DD.' }),
    customerId: t.exposeID('customerId', { nullable: true }),
    customer: t.field({
      type: CustomerRef,
      nullable: true,
      // A list page read its customers already; a single unit asks the request's loader.
      resolve: (m, _a, ctx) =>
        m.customerId ? (m.customerRow ?? loadersOf(ctx).customerById.load(m.customerId)) : null,
    }),
    address: t.field({
      type: AddressRef,
      nullable: true,
      description: 'Its fixed address; null: it follows its customer.',
      resolve: (m) => (m.streetAddress || m.zipcode || m.city ? m : null),
    }),
    latitude: t.float({
      nullable: true,
      description: "Its point on the map: its fixed address' coordinates, else its customer's.",
      resolve: async (m, _a, ctx) => (await pointOf(m, ctx))?.latitude ?? null,
    }),
    longitude: t.float({
      nullable: true,
      description: "Its point on the map: its fixed address' coordinates, else its customer's.",
      resolve: async (m, _a, ctx) => (await pointOf(m, ctx))?.longitude ?? null,
    }),
    serviceActive: t.exposeBoolean('serviceActive', {
      nullable: true,
      description: "null: the company's materielServiceActive.",
    }),
    serviceIntervalMonths: t.exposeInt('serviceIntervalMonths', {
      nullable: true,
      description: "Its own; null: the product's, else the company's.",
    }),
    productIntervalMonths: t.exposeInt('productIntervalMonths', { nullable: true }),
    lastServiceOn: t.exposeString('lastServiceOn', { nullable: true, description: 'YYYY-MM-DD.' }),
    nextServiceOn: t.exposeString('nextServiceOn', {
      nullable: true,
      description: 'YYYY-MM-DD; null while service is off.',
    }),
    serviceStatus: t.field({ type: MaterialServiceStatusRef, resolve: (m) => m.serviceStatus }),
    rentable: t.exposeBoolean('rentable'),
    archived: t.boolean({ resolve: (m) => m.archivedAt !== null }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const MaterialPageRef = pageRef('MaterialPage', MaterialRef);

builder.queryField('materials', (t) =>
  t.field({
    type: MaterialPageRef,
    args: {
      search: t.arg.string({ description: 'Words found in the serial number, name, placement or model.' }),
      status: t.arg({ type: MaterialServiceStatusRef }),
      categoryId: t.arg.id(),
      productId: t.arg.id(),
      customerId: t.arg.id(),
      zipcode: t.arg.string({ description: 'Of the fixed address.' }),
      dueFrom: t.arg.string({ description: 'Next service on or after (YYYY-MM-DD).' }),
      dueTo: t.arg.string({ description: 'Next service on or before (YYYY-MM-DD).' }),
      rentable: t.arg.boolean(),
      hasCoordinates: t.arg.boolean({
        description: "true: only units with a point on the map (own coordinates, else the customer's), for the map.",
      }),
      archived: t.arg.boolean({ description: 'true: archived only; else not archived.' }),
      sort: t.arg({ type: MaterialSortRef, description: 'nextServiceOn when left out.' }),
      sortDirection: t.arg({ type: SortDirection }),
      offset: t.arg.int(),
      limit: t.arg.int({ description: 'At most 200 (500 with hasCoordinates, the map); 50 when left out.' }),
    },
    resolve: (_r, args, ctx) => listMaterials(tenantScope(ctx), args),
  }),
);

builder.queryField('material', (t) =>
  t.field({
    type: MaterialRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findMaterial(tenantScope(ctx), args.id),
  }),
);

builder.queryField('materialsByIds', (t) =>
  t.field({
    type: [MaterialRef],
    description: "A visit's materials; ids that are not the company's are left out.",
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => findMaterialsByIds(tenantScope(ctx), args.ids.slice(0, 200).map(String)),
  }),
);

const MaterialInput = builder.inputType('MaterialInput', {
  description: "The whole form: an optional field left out or null is empty ('' too).",
  fields: (t) => ({
    productId: t.id({ required: true }),
    serialNumber: t.string({ description: 'Unique within the product, whatever its case.' }),
    name: t.string(),
    placement: t.string(),
    installedOn: t.string({ description: 'YYYY-MM-DD.' }),
    customerId: t.id(),
    address: t.field({ type: AddressInputRef, description: 'A fixed address; null or empty: none.' }),
    serviceActive: t.boolean({ description: "null: the company's materielServiceActive." }),
    serviceIntervalMonths: t.int({ description: "1–120; null: the product's, else the company's." }),
    lastServiceOn: t.string({ description: 'YYYY-MM-DD; completing a visit with the unit sets it.' }),
    rentable: t.boolean(),
  }),
});

builder.mutationField('createMaterial', (t) =>
  t.field({
    type: MaterialRef,
    description:
      'Errors: BAD_USER_INPUT (field + reason: material.serialTaken, material.productNotFound, material.customerNotFound, serviceInterval_invalid, date_invalid, …).',
    args: { input: t.arg({ type: MaterialInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createMaterial(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);

builder.mutationField('updateMaterial', (t) =>
  t.field({
    type: MaterialRef,
    description: 'CONFLICT when version is stale; the errors of createMaterial.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: MaterialInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateMaterial(tenantScope(ctx), args.id, args.version, args.input),
  }),
);

builder.mutationField('archiveMaterial', (t) =>
  t.field({
    type: MaterialRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => archiveMaterial(tenantScope(ctx), args.id),
  }),
);

builder.mutationField('unarchiveMaterial', (t) =>
  t.field({
    type: MaterialRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => unarchiveMaterial(tenantScope(ctx), args.id),
  }),
);

builder.mutationField('deleteMaterial', (t) =>
  t.boolean({
    description: 'Refused (BAD_USER_INPUT material.inUse) while a visit holds it: archive it instead.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteMaterial(tenantScope(ctx), args.id),
  }),
);

const MaterialImportErrorRef = builder
  .objectRef<{ row: number; field: string; reason: string }>('MaterialImportRowError')
  .implement({
    fields: (t) => ({
      row: t.exposeInt('row', { description: 'Line of the file; the heading is line 1.' }),
      field: t.exposeString('field'),
      reason: t.exposeString('reason', { description: 'A message key.' }),
    }),
  });

const MaterialImportColumnRef = builder
  .objectRef<MaterialImportPreview['columns'][number]>('MaterialImportColumn')
  .implement({
    fields: (t) => ({
      header: t.exposeString('header'),
      field: t.exposeString('field', { nullable: true, description: 'null: not imported.' }),
    }),
  });

const MaterialImportPreviewRef = builder.objectRef<MaterialImportPreview>('MaterialImportPreview').implement({
  fields: (t) => ({
    columns: t.field({ type: [MaterialImportColumnRef], resolve: (p) => p.columns }),
    rowCount: t.exposeInt('rowCount'),
    validCount: t.exposeInt('validCount'),
    errors: t.field({ type: [MaterialImportErrorRef], description: 'At most 1000.', resolve: (p) => p.errors }),
  }),
});

const MaterialImportResultRef = builder.objectRef<MaterialImportResult>('MaterialImportResult').implement({
  fields: (t) => ({
    createdCount: t.exposeInt('createdCount'),
    skippedCount: t.exposeInt('skippedCount'),
    errors: t.field({ type: [MaterialImportErrorRef], resolve: (p) => p.errors }),
  }),
});

builder.mutationField('previewMaterialImport', (t) =>
  t.field({
    type: MaterialImportPreviewRef,
    description:
      'Reads CSV text (columns by heading: produkt/model, serienummer, navn, placering, installeret, kunde (customer number or email), adresse, postnr, by) and reports what an import would do; writes nothing.',
    args: { csv: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => previewMaterialImport(tenantScope(ctx), args.csv),
  }),
);

builder.mutationField('importMaterials', (t) =>
  t.field({
    type: MaterialImportResultRef,
    description: 'Writes every valid row in one transaction; rows with errors are skipped and reported.',
    args: { csv: t.arg.string({ required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => importMaterials(tenantScope(ctx), args.csv, args.idempotencyKey),
  }),
);
