import { sql } from 'drizzle-orm';
import type { WeeklyHours } from '@servio/domain';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyReference } from './common.ts';
import { companies } from './companies.ts';
import { customers } from './customers.ts';
import { departments } from './departments.ts';

const permission = (name: string) => boolean(name).notNull().default(false);

/**
 * Everyone who can sign in. Staff and customers belong to one company; a superadmin has none.
 * An email is unique within a company (and among superadmins), not across the product: one person may have an
 * account in several companies, and sign-in picks the one whose password matches (docs/decisions/0013).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    role: text('role').notNull().$type<'administrator' | 'employee' | 'supplier' | 'superadmin' | 'customer'>(),
    kind: text('kind').$type<'field' | 'office' | 'both'>(),
    departmentId: uuid('department_id'),
    prefLang: text('pref_lang').notNull().default('da').$type<'da' | 'en'>(),
    active: boolean('active').notNull().default(true),
    allowedToCompleteVisit: permission('allowed_to_complete_visit'),
    allowedToCreateVisit: permission('allowed_to_create_visit'),
    allowedToInvoice: permission('allowed_to_invoice'),
    allowedToRegTime: permission('allowed_to_reg_time'),
    allowedToSendPdf: permission('allowed_to_send_pdf'),
    allowedToUploadDocuments: permission('allowed_to_upload_documents'),
    showEditVisitButton: permission('show_edit_visit_button'),
    showPricesForTechnician: permission('show_prices_for_technician'),
    /** A customer's login belongs to that customer. */
    customerId: uuid('customer_id'),
    /** Bookings (issue #19): offered on the booking page (field staff), with their own hours or the company's. */
    bookable: boolean('bookable').notNull().default(true),
    bookingHours: jsonb('booking_hours').$type<WeeklyHours>(),
    /** Rates in øre (spec section 3). */
    rateRegular: integer('rate_regular'),
    rateHourly: integer('rate_hourly'),
    rateCostPrice: integer('rate_cost_price'),
    rateOvertime: integer('rate_overtime'),
    rateExtra: integer('rate_extra'),
    rateExtraPublic: integer('rate_extra_public'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Tokens carry the generation they were issued in; a password change or deactivation bumps it, ending them. */
    sessionGeneration: integer('session_generation').notNull().default(1),
    /** When several accounts share an address and a password, sign-in picks the most recently used one. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // With the company: a department or customer of the same company only (a superadmin's row, without a company,
    // is not checked). Users are the product's identities, not distributed (docs/scale-out.md).
    companyReference('users_department_id_fk', t, t.departmentId, departments).onDelete('set null'),
    companyReference('users_customer_id_fk', t, t.customerId, customers).onDelete('cascade'),
    // Email first: sign-in looks an address up across companies with this index.
    uniqueIndex('users_email_company_unique').on(sql`lower(${t.email})`, t.companyId),
    // A superadmin has no company, and nulls never collide in a unique index: superadmins get their own.
    uniqueIndex('users_superadmin_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.companyId} is null`),
    index('users_company_idx').on(t.companyId, t.role),
    index('users_company_department_idx').on(t.companyId, t.departmentId),
    index('users_company_customer_idx').on(t.companyId, t.customerId),
    check('users_role_check', sql`${t.role} in ('administrator','employee','supplier','superadmin','customer')`),
    check('users_customer_check', sql`(${t.role} = 'customer') = (${t.customerId} is not null)`),
    check('users_company_check', sql`(${t.role} = 'superadmin') = (${t.companyId} is null)`),
  ],
);
export type UserRow = typeof users.$inferSelect;
