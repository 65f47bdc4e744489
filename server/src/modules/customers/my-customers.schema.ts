import { AddressRef } from '../../graphql/address.ts';
import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { myCustomers, type MyCustomer } from './my-customers.ts';

// The customer portal's own view of a customer: its name and address, none of the office's fields.
const MyCustomerRef = builder.objectRef<MyCustomer>('MyCustomer').implement({
  description: "A customer as its login's portal shows it: the login's own, or one of its locations.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    own: t.exposeBoolean('own', { description: "True for the login's own customer; false for a location." }),
    address: t.field({ type: AddressRef, resolve: (c) => c }),
  }),
});

builder.queryField('myCustomers', (t) =>
  t.field({
    type: [MyCustomerRef],
    description:
      "A customer's login's customers (the portal): its own first, then, with enableCustomerHierarchy, its locations by name.",
    resolve: (_r, _a, ctx) => myCustomers(tenantScope(ctx)),
  }),
);
