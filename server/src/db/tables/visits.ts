import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { VisitStatus } from '@servio/domain';
import { tenantColumns, versionColumn } from './common.ts';
import { companies } from './companies.ts';
import { customers } from './customers.ts';
import { departments } from './departments.ts';
import { users } from './users.ts';

export const visits = pgTable(
  'visits',
  {
    ...tenantColumns(),
    caseNumber: integer('case_number').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    start: timestamp('start', { withTimezone: true }),
    end: timestamp('end', { withTimezone: true }),
    status: text('status').notNull().default('not_scheduled').$type<VisitStatus>(),
    archived: boolean('archived').notNull().default(false),
    description: text('description'),
    streetAddress: text('street_address'),
    zipcode: text('zipcode'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Money in øre. */
    price: integer('price'),
    totalPrice: integer('total_price'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visits_case_number_unique').on(t.companyId, t.caseNumber),
    index('visits_company_start_idx').on(t.companyId, t.start),
    index('visits_company_customer_idx').on(t.companyId, t.customerId, t.start),
    index('visits_company_department_idx').on(t.companyId, t.departmentId),
    // The due view and badge: unfinished, not archived, ordered by end.
    index('visits_company_due_idx')
      .on(t.companyId, t.end)
      .where(sql`not ${t.archived} and ${t.status} in ('not_scheduled','scheduled','current')`),
    check('visits_status_check', sql`${t.status} in ('not_scheduled','scheduled','current','completed','done')`),
    check('visits_time_check', sql`${t.start} is null or ${t.end} is null or ${t.start} < ${t.end}`),
  ],
);

export const visitEmployees = pgTable(
  'visit_employees',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.userId] }), index('visit_employees_user_idx').on(t.companyId, t.userId)],
);
