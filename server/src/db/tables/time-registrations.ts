import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RateField, TimeRegistrationType } from '@servio/domain';
import { companyPrimaryKey, companyReference, tenantColumns, versionColumn } from './common.ts';
import { users } from './users.ts';
import { visits } from './visits.ts';

/**
 * Hours, km and amounts an employee registers (spec section 3). An hour type has starts_at/ends_at, or only a work
 * date and minutes; minutes are always filled for hour types (the real elapsed time). The wage is frozen when
 * registered (docs/decisions/0014-time-registrations.md): a later rate change rewrites it only when an
 * administrator says so.
 */
export const timeRegistrations = pgTable(
  'time_registrations',
  {
    ...tenantColumns(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    visitId: uuid('visit_id'),
    type: text('type').notNull().$type<TimeRegistrationType>(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The local (Copenhagen) date the registration counts on: the start's date, or the date entered. */
    workDate: date('work_date', { mode: 'string' }).notNull(),
    minutes: integer('minutes'),
    km: doublePrecision('km'),
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    amountOre: integer('amount_ore'),
    note: text('note'),
    /** The receipt of an expense (the upload arrives with the reports issue). */
    receiptDocumentId: uuid('receipt_document_id'),
    /** The rate field the wage was computed from (null for km and amounts) and the wage, frozen. */
    rateField: text('rate_field').$type<RateField>(),
    wageOre: integer('wage_ore').notNull().default(0),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('time_registrations_visit_id_fk', t, t.visitId, visits).onDelete('set null'),
    index('time_registrations_employee_start_idx').on(t.companyId, t.employeeId, t.startsAt),
    index('time_registrations_employee_date_idx').on(t.companyId, t.employeeId, t.workDate),
    // The list's order (newest first), so its first page reads 50 index entries instead of sorting the year.
    index('time_registrations_company_date_idx').on(
      t.companyId,
      t.workDate.desc(),
      t.startsAt.desc().nullsLast(),
      t.createdAt.desc(),
    ),
    index('time_registrations_company_type_date_idx').on(t.companyId, t.type, t.workDate),
    index('time_registrations_visit_idx').on(t.visitId),
    check('time_registrations_span', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check('time_registrations_non_negative', sql`coalesce(${t.km}, 0) >= 0 and coalesce(${t.amountOre}, 0) >= 0`),
  ],
);
export type TimeRegistrationRow = typeof timeRegistrations.$inferSelect;
