import { AddressRef } from '../../../graphql/address.ts';
import { builder } from '../../../graphql/builder.ts';
import { tenantScope } from '../../../graphql/context.ts';
import { CustomerRef } from '../../customers/customers.schema.ts';
import { customerVisits, myVisit, myVisits, visitLoaders, type CustomerVisitRow } from '../index.ts';
import { VisitStatusRef } from './visit-enums.ts';
import { VisitPageRef, VisitTagValueRef } from './visit-types.ts';
import { pageRef } from '../../../graphql/page.ts';

// A customer's visits as staff see them are visits: the same Visit type, the same visibility rule, batched over a
// page of customers.

builder.objectField(CustomerRef, 'visits', (t) =>
  t.field({
    type: VisitPageRef,
    description:
      "The customer's visits that the viewer may see (an employee or supplier: those they are on), archived ones too, newest first (unplanned first). At most 200 a page; 20 when left out.",
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: (c, args, ctx) => customerVisits(tenantScope(ctx), { customerId: c.id, ...args }),
  }),
);

// The customer area's own type: what a customer's login may see of its visits, and nothing the office keeps to
// itself (no prices, accord, acceptance, creator, department). A field added to Visit does not reach customers.
const CustomerVisitRef = builder.objectRef<CustomerVisitRow>('CustomerVisit').implement({
  description: "A visit as its customer's login sees it (the customer area), read-only.",
  fields: (t) => ({
    id: t.exposeID('id'),
    caseNumber: t.exposeInt('caseNumber', { description: 'Sequential per company.' }),
    status: t.field({ type: VisitStatusRef, resolve: (v) => v.status }),
    archived: t.exposeBoolean('archived'),
    start: t.expose('start', { type: 'DateTime', nullable: true }),
    end: t.expose('end', { type: 'DateTime', nullable: true }),
    customerId: t.exposeID('customerId', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    reference: t.exposeString('reference', {
      nullable: true,
      description: 'Null unless the company has enableReference.',
    }),
    address: t.field({ type: AddressRef, description: "The visit's address.", resolve: (v) => v }),
    reportCompletedAt: t.expose('reportCompletedAt', {
      type: 'DateTime',
      nullable: true,
      description: "When the visit's report was completed; its PDF is then at /reports/<id>/preview.pdf. Null before.",
    }),
    tagValues: t.field({
      type: [VisitTagValueRef],
      description: 'Only the tags the company shows customers (showForCustomer).',
      resolve: (v, _a, ctx) => visitLoaders(tenantScope(ctx)).tagValues(v.id),
    }),
  }),
});

const CustomerVisitPageRef = pageRef('CustomerVisitPage', CustomerVisitRef);

const MyVisitTimeRef = builder.enumType('MyVisitTime', {
  description: "Which of a customer's visits the portal lists.",
  values: {
    UPCOMING: { description: 'Not finished and not archived, whatever its date.' },
    PAST: { description: 'Finished or archived.' },
  },
});

builder.queryField('myVisits', (t) =>
  t.field({
    type: CustomerVisitPageRef,
    description:
      "A customer's login's visits (the customer portal): its customer's and, with enableCustomerHierarchy, its locations'. `when`: UPCOMING (unfinished, soonest first) or PAST (finished or archived, newest first); left out, all of them newest first. `customerId` narrows to one of the customers. With `search`, those whose case number, description, reference or address holds every word of it (the global search).",
    args: {
      when: t.arg({ type: MyVisitTimeRef }),
      customerId: t.arg.id(),
      offset: t.arg.int(),
      limit: t.arg.int(),
      search: t.arg.string(),
    },
    resolve: (_r, { when, ...args }, ctx) =>
      myVisits(tenantScope(ctx), { ...args, when: when === 'UPCOMING' ? 'upcoming' : when === 'PAST' ? 'past' : null }),
  }),
);

builder.queryField('myVisit', (t) =>
  t.field({
    type: CustomerVisitRef,
    description:
      "One of the customer's own visits (the customer area). Another customer's, another company's or no visit: NOT_FOUND alike.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => myVisit(tenantScope(ctx), args),
  }),
);
