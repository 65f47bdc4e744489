import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantColumns } from './common.ts';

/** Requests from the public booking page ('Henvendelser'). */
export const bookings = pgTable(
  'bookings',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    streetAddress: text('street_address'),
    zipcode: text('zipcode'),
    city: text('city'),
    message: text('message'),
    status: text('status').notNull().default('open').$type<'open' | 'handled' | 'rejected'>(),
  },
  (t) => [index('bookings_company_status_idx').on(t.companyId, t.status)],
);
