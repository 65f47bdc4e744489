import { AddressRef } from '../../graphql/address.ts';
import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { pageRef } from '../../graphql/page.ts';
import { myMaterials, myMaterialServiceStatuses, type MyMaterial } from './index.ts';

// The customer portal's own view of a unit: a whitelist, none of the office's fields (prices, notes, reminders).
const MyMaterialServiceStatusRef = builder.enumType('MyMaterialServiceStatus', {
  description:
    "A unit's service as its customer is told it: none (no next service), ok, dueSoon (within the company's reminder window), overdue.",
  values: myMaterialServiceStatuses,
});

const MyMaterialRef = builder.objectRef<MyMaterial>('MyMaterial').implement({
  description: "A unit of equipment at one of a customer's login's customers, as the portal shows it.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { nullable: true }),
    model: t.exposeString('model', { description: "The product's model." }),
    category: t.exposeString('category'),
    serialNumber: t.exposeString('serialNumber', { nullable: true }),
    placement: t.exposeString('placement', { nullable: true, description: 'Where it sits at the address.' }),
    installedOn: t.exposeString('installedOn', { nullable: true, description: 'YYYY-MM-DD.' }),
    customerId: t.exposeID('customerId', { description: 'Which of myCustomers it stands at.' }),
    address: t.field({
      type: AddressRef,
      description: "Its fixed address, else its customer's.",
      resolve: (m) => m.address,
    }),
    lastServiceOn: t.exposeString('lastServiceOn', { nullable: true, description: 'YYYY-MM-DD.' }),
    nextServiceOn: t.exposeString('nextServiceOn', { nullable: true, description: 'YYYY-MM-DD; null: no service.' }),
    serviceStatus: t.field({ type: MyMaterialServiceStatusRef, resolve: (m) => m.serviceStatus }),
  }),
});

const MyMaterialPageRef = pageRef('MyMaterialPage', MyMaterialRef);

builder.queryField('myMaterials', (t) =>
  t.field({
    type: MyMaterialPageRef,
    description:
      "A customer's login's units (the portal): its customers' unarchived units, soonest next service first, none last. " +
      'With `search`, those whose serial number, name, placement or model holds every word. Empty unless the company ' +
      'shows materials.',
    args: { search: t.arg.string(), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => myMaterials(tenantScope(ctx), args),
  }),
);
