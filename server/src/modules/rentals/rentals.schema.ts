import { rentalOverlapStates } from '@servio/domain';
import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { loadersOf } from '../../graphql/loaders.ts';
import { pageRef } from '../../graphql/page.ts';
import { CustomerRef, SortDirection } from '../customers/customers.schema.ts';
import {
  createRental,
  deleteRental,
  findRental,
  listRentableMaterials,
  listRentals,
  rentalOverlapStatus,
  updateRental,
  type RentableMaterial,
  type RentalMaterialSummary,
  type RentalOverlapStatus,
  type RentalRecord,
} from './index.ts';

export const RentalOverlapStateRef = builder.enumType('RentalOverlapState', {
  description: 'A period against the other rentals of its unit (the domain rentalOverlap; the buffer is inclusive).',
  values: rentalOverlapStates,
});

/** The unit a rental is of, as the rental pages name it (the materials module owns the unit itself). */
export const RentalMaterialRef = builder.objectRef<RentalMaterialSummary>('RentalMaterial').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    serialNumber: t.exposeString('serialNumber', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    productName: t.exposeString('productName', { description: 'The model (equipment product).' }),
    rentable: t.exposeBoolean('rentable', { description: 'Rentable and not archived.' }),
  }),
});

export const RentalRef = builder.objectRef<RentalRecord>('Rental');
RentalRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    material: t.field({ type: RentalMaterialRef, resolve: (r) => r.material }),
    customer: t.field({
      type: CustomerRef,
      nullable: true,
      resolve: (r, _a, ctx) => (r.customerId ? loadersOf(ctx).customerById.load(r.customerId) : null),
    }),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime', description: 'Exclusive: a rental may start when another ends.' }),
    price: t.exposeInt('price', { description: 'Øre, the whole period.' }),
    note: t.exposeString('note', { nullable: true }),
    overlapState: t.field({
      type: RentalOverlapStateRef,
      nullable: true,
      description: 'createRental and updateRental only: the period’s state when it was saved.',
      resolve: (r) => r.overlapState ?? null,
    }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const RentalPageRef = pageRef('RentalPage', RentalRef);

const RentableMaterialRef = builder.objectRef<RentableMaterial>('RentableMaterial').implement({
  fields: (t) => ({
    material: t.field({ type: RentalMaterialRef, resolve: (m) => m }),
    upcomingRentals: t.field({
      type: [RentalRef],
      description: 'The next three rentals not yet ended, by start.',
      resolve: (m) => m.upcomingRentals,
    }),
  }),
});

const RentalOverlapStatusRef = builder.objectRef<RentalOverlapStatus>('RentalOverlapStatus').implement({
  fields: (t) => ({
    state: t.field({ type: RentalOverlapStateRef, resolve: (s) => s.state }),
    bufferHours: t.exposeInt('bufferHours'),
  }),
});

const disabled = 'CONFLICT rental.disabled without showRental.';

builder.queryField('rentals', (t) =>
  t.field({
    type: RentalPageRef,
    description: `The company's rentals, filtered by unit, customer and period (overlapping [from, to)). ${disabled}`,
    args: {
      materialId: t.arg.id(),
      customerId: t.arg.id(),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      sortDirection: t.arg({ type: SortDirection, description: 'By start; desc (latest first) when left out.' }),
      offset: t.arg.int(),
      limit: t.arg.int({ description: 'At most 200; 50 when left out.' }),
    },
    resolve: (_r, args, ctx) => listRentals(tenantScope(ctx), args),
  }),
);

builder.queryField('rental', (t) =>
  t.field({
    type: RentalRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findRental(tenantScope(ctx), args.id),
  }),
);

builder.queryField('rentableMaterials', (t) =>
  t.field({
    type: [RentableMaterialRef],
    description: `The rentable units with their next rentals. ${disabled}`,
    resolve: (_r, _a, ctx) => listRentableMaterials(tenantScope(ctx)),
  }),
);

builder.queryField('rentalOverlap', (t) =>
  t.field({
    type: RentalOverlapStatusRef,
    description: `A period's state on a unit, leaving out exceptRentalId (the one being edited); writes nothing. BAD_USER_INPUT rental.endsBeforeStart. ${disabled}`,
    args: {
      materialId: t.arg.id({ required: true }),
      startsAt: t.arg({ type: 'DateTime', required: true }),
      endsAt: t.arg({ type: 'DateTime', required: true }),
      exceptRentalId: t.arg.id(),
    },
    resolve: (_r, args, ctx) =>
      rentalOverlapStatus(tenantScope(ctx), args.materialId, args.startsAt, args.endsAt, args.exceptRentalId),
  }),
);

const RentalInput = builder.inputType('RentalInput', {
  fields: (t) => ({
    materialId: t.id({ required: true }),
    customerId: t.id(),
    startsAt: t.field({ type: 'DateTime', required: true }),
    endsAt: t.field({ type: 'DateTime', required: true }),
    price: t.int({ required: true, description: 'Øre, the whole period.' }),
    note: t.string(),
  }),
});

const saveErrors = `Errors: CONFLICT rental.conflict (with state) when the period overlaps another rental of the unit and allowConflict is not true (nothing saved); BAD_USER_INPUT rental.endsBeforeStart, rental.notRentable, rental.customerNotFound, rental.priceInvalid. ${disabled}`;

builder.mutationField('createRental', (t) =>
  t.field({
    type: RentalRef,
    description: saveErrors,
    args: {
      input: t.arg({ type: RentalInput, required: true }),
      allowConflict: t.arg.boolean({ description: 'The user confirmed saving over another rental.' }),
      idempotencyKey: t.arg.string(),
    },
    resolve: (_r, args, ctx) =>
      createRental(tenantScope(ctx), args.input, args.allowConflict ?? false, args.idempotencyKey),
  }),
);

builder.mutationField('updateRental', (t) =>
  t.field({
    type: RentalRef,
    description: `CONFLICT (no reason) when version is stale. ${saveErrors}`,
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: RentalInput, required: true }),
      allowConflict: t.arg.boolean(),
    },
    resolve: (_r, args, ctx) =>
      updateRental(tenantScope(ctx), args.id, args.version, args.input, args.allowConflict ?? false),
  }),
);

builder.mutationField('deleteRental', (t) =>
  t.boolean({
    description: `CONFLICT when version is stale. ${disabled}`,
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteRental(tenantScope(ctx), args.id, args.version),
  }),
);
