import { builder } from './builder.ts';

/** The address columns of every record with an address (company, customer, visit), under the same names. */
export interface AddressColumns {
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The schema's one address type: the company's, a customer's, a visit's and the customer a visit shows. */
export const AddressRef = builder.objectRef<AddressColumns>('Address').implement({
  fields: (t) => ({
    streetAddress: t.exposeString('streetAddress', { nullable: true }),
    zipcode: t.exposeString('zipcode', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
  }),
});

/** The schema's one address input: what a company, a customer or a visit is given (`addressSchema` in domain). */
export const AddressInputRef = builder.inputType('AddressInput', {
  fields: (t) => ({
    streetAddress: t.string(),
    zipcode: t.string(),
    city: t.string(),
    latitude: t.float(),
    longitude: t.float(),
  }),
});
