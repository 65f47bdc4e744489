import { builder } from '../../../graphql/builder.ts';
import { tenantScope } from '../../../graphql/context.ts';
import { CustomerRef } from '../../customers/customers.schema.ts';
import { customerVisits, myVisits } from '../index.ts';
import { VisitPageRef } from './visit-types.ts';

// A customer's visits are visits: the same Visit type, the same visibility rule, batched over a page of customers.

builder.objectField(CustomerRef, 'visits', (t) =>
  t.field({
    type: VisitPageRef,
    description:
      "The customer's visits that the viewer may see (an employee or supplier: those they are on), archived ones too, newest first (unplanned first). At most 200 a page; 20 when left out.",
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: (c, args, ctx) => customerVisits(tenantScope(ctx), { customerId: c.id, ...args }),
  }),
);

builder.queryField('myVisits', (t) =>
  t.field({
    type: VisitPageRef,
    description:
      "A customer's own visits, newest first (the customer area). With `search`, those whose case number, description, reference or address holds every word of it (the global search).",
    args: { offset: t.arg.int(), limit: t.arg.int(), search: t.arg.string() },
    resolve: (_r, args, ctx) => myVisits(tenantScope(ctx), args),
  }),
);
