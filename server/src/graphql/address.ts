import { builder } from './builder.ts';

/** The address columns of every record with an address, under the same names; a company's has no coordinates. */
export interface AddressColumns {
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  latitude?: number | null;
  longitude?: number | null;
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
