import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantColumns, versionColumn } from './common.ts';

/** The people and firms a company serves (the people issue adds the rest of the spec's fields). */
export const customers = pgTable(
  'customers',
  {
    ...tenantColumns(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    companyName: text('company_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    streetAddress: text('street_address'),
    zipcode: text('zipcode'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    version: versionColumn(),
  },
  (t) => [index('customers_company_idx').on(t.companyId)],
);
