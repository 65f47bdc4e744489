import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyPrimaryKey, companyReference, tenantColumns, versionColumn } from './common.ts';

const flag = (name: string) => boolean(name).notNull().default(false);

/** Lower-case text of every searchable field, kept by the database (docs/decisions/0004-customer-search.md). */
const searchText: SQL = sql`lower(
  coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(company_name, '') || ' ' ||
  coalesce(email, '') || ' ' || coalesce(alt_email, '') || ' ' || coalesce(phone_number, '') || ' ' ||
  coalesce(company_cvr, '') || ' ' || coalesce(ean, '') || ' ' || coalesce(street_address, '') || ' ' ||
  coalesce(zipcode, '') || ' ' || coalesce(city, ''))`;

/** The name a list sorts by: the company name for companies and nameless customers, else the person's name. */
const sortName: SQL = sql`lower(coalesce(
  case when use_company or (coalesce(first_name, '') = '' and coalesce(last_name, '') = '') then nullif(company_name, '') end,
  nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''),
  nullif(company_name, ''),
  email,
  ''))`;

/** The people and firms a company serves (spec section 3). */
export const customers = pgTable(
  'customers',
  {
    ...tenantColumns(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    companyName: text('company_name'),
    email: text('email'),
    altEmail: text('alt_email'),
    phoneNumber: text('phone_number'),
    ean: text('ean'),
    companyCvr: text('company_cvr'),
    streetAddress: text('street_address'),
    zipcode: text('zipcode'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    notes: text('notes'),
    allowedToLogin: flag('allowed_to_login'),
    sendInvoiceToMe: flag('send_invoice_to_me'),
    sendReportToMe: flag('send_report_to_me'),
    showPricesInReport: flag('show_prices_in_report'),
    useChildCustomer: flag('use_child_customer'),
    useCompany: flag('use_company'),
    useInvoice: flag('use_invoice'),
    /** A child customer is a location of its parent (with enableCustomerHierarchy). */
    /** The customer's number in e-conomic, reserved before it is first pushed (docs/decisions/0031). */
    economicCustomerNumber: integer('economic_customer_number'),
    parentCustomerId: uuid('parent_customer_id'),
    searchText: text('search_text').generatedAlwaysAs(searchText),
    sortName: text('sort_name').generatedAlwaysAs(sortName),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('customers_parent_customer_id_fk', t, t.parentCustomerId, t).onDelete('restrict'),
    index('customers_company_idx').on(t.companyId),
    index('customers_company_sort_name_idx').on(t.companyId, t.sortName, t.id),
    index('customers_company_created_idx').on(t.companyId, t.createdAt),
    index('customers_company_email_idx').on(t.companyId, sql`lower(${t.email})`),
    index('customers_company_parent_idx').on(t.companyId, t.parentCustomerId),
    uniqueIndex('customers_company_economic_number_unique').on(t.companyId, t.economicCustomerNumber),
    // Search reads customer_search, a narrow copy with its own trigram index (migration 0037, decisions/0043).
  ],
);
export type CustomerRow = typeof customers.$inferSelect;
