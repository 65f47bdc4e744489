import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { seesPrices } from '../visits/index.ts';
import { VisitRef } from '../visits/visits.schema.ts';
import { addVisitLine, removeVisitLine, updateVisitLine, visitLinesLoader, type VisitLineItem } from './index.ts';

/** A price field of a line: null for whoever does not see prices (employees without the flag, suppliers). */
const priced = (value: (l: VisitLineItem) => number) => (l: VisitLineItem, _a: unknown, ctx: object) =>
  seesPrices(tenantScope(ctx as Parameters<typeof tenantScope>[0]).actor) ? value(l) : null;

export const VisitLineRef = builder.objectRef<VisitLineItem>('VisitLine').implement({
  description: 'A material (an item, its name, SKU and unit copied) or free text on a visit.',
  fields: (t) => ({
    id: t.exposeID('id'),
    visitId: t.exposeID('visitId'),
    itemId: t.exposeID('itemId', { nullable: true }),
    description: t.exposeString('description'),
    sku: t.exposeString('sku', { nullable: true }),
    unit: t.exposeString('unit'),
    quantity: t.exposeInt('quantity', { description: 'Thousandths of the unit.' }),
    unitPrice: t.int({
      nullable: true,
      description: 'Øre; null for whoever does not see prices.',
      resolve: priced((l) => l.unitPrice),
    }),
    discountBp: t.int({
      nullable: true,
      description: 'Basis points; null as the prices.',
      resolve: priced((l) => l.discountBp),
    }),
    total: t.int({ nullable: true, description: 'Øre, half up; null as the prices.', resolve: priced((l) => l.total) }),
    position: t.exposeInt('position'),
    employeeId: t.exposeID('employeeId', { nullable: true, description: 'Whose van it came from (or who added it).' }),
    employeeName: t.exposeString('employeeName', { nullable: true }),
    createdById: t.exposeID('createdById', { nullable: true }),
    mayChange: t.boolean({
      description:
        'The viewer may change or remove it (administrators any line, others their own), the visit not invoiced aside.',
      resolve: (l, _a, ctx) => {
        const { actor } = tenantScope(ctx);
        return actor.role === 'administrator' || l.createdById === actor.userId;
      },
    }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.objectField(VisitRef, 'lines', (t) =>
  t.field({
    type: [VisitLineRef],
    description:
      "The visit's materials and free-text lines, in order (one statement per request, however many visits).",
    resolve: (v, _a, ctx) => visitLinesLoader(tenantScope(ctx)).load(v.id),
  }),
);

const AddVisitLineInput = builder.inputType('AddVisitLineInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    itemId: t.id({ description: 'An item; left out: a free-text line (description required).' }),
    description: t.string({ description: "Left out with an item: the item's name." }),
    quantity: t.int({ required: true, description: 'Thousandths of the unit, > 0.' }),
    unitPrice: t.int({ description: "Øre; left out: the item's sales price. Only whoever sees prices." }),
    discountBp: t.int({ description: 'Basis points 0–10000. Only whoever sees prices.' }),
    employeeId: t.id({
      description: 'Administrators: whose van the material comes from (left out: the main stock). Others: their own.',
    }),
  }),
});

const UpdateVisitLineInput = builder.inputType('UpdateVisitLineInput', {
  fields: (t) => ({
    description: t.string(),
    quantity: t.int({ description: 'Thousandths of the unit, > 0.' }),
    unitPrice: t.int({ description: 'Øre. Only whoever sees prices.' }),
    discountBp: t.int({ description: 'Basis points 0–10000. Only whoever sees prices.' }),
  }),
});

const lineErrors =
  'Errors: CONFLICT reason visitLine.invoiced on an invoiced visit; BAD_USER_INPUT visitLine.quantityInvalid, item.priceTooHigh, visitLine.discountInvalid, visit.priceNotAllowed (prices hidden from the viewer)';

builder.mutationField('addVisitLine', (t) =>
  t.field({
    type: VisitLineRef,
    description: `Administrators on any visit; employees and suppliers on a visit they are on (their van's stock). ${lineErrors}.`,
    args: { input: t.arg({ type: AddVisitLineInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => addVisitLine(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);

builder.mutationField('updateVisitLine', (t) =>
  t.field({
    type: VisitLineRef,
    description: `Only what the input names changes; CONFLICT when version is stale. ${lineErrors}.`,
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: UpdateVisitLineInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateVisitLine(tenantScope(ctx), args.id, args.version, args.input),
  }),
);

builder.mutationField('removeVisitLine', (t) =>
  t.boolean({
    description: 'The stock it took goes back. CONFLICT reason visitLine.invoiced on an invoiced visit.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => removeVisitLine(tenantScope(ctx), args.id),
  }),
);
