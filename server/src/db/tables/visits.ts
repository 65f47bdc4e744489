import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RecurrenceRule, VisitAcceptance, VisitStatus, VisitTagValueInput } from '@servio/domain';
import { companyPrimaryKey, companyReference, tenantColumns, versionColumn } from './common.ts';
import { companies } from './companies.ts';
import { customTags } from './custom-tags.ts';
import { customers } from './customers.ts';
import { departments } from './departments.ts';
import { invoices } from './invoices.ts';
import { reportTemplates } from './report-templates.ts';
import { users } from './users.ts';

export const visits = pgTable(
  'visits',
  {
    ...tenantColumns(),
    caseNumber: integer('case_number').notNull(),
    customerId: uuid('customer_id'),
    /**
     * The customer's display name, kept by the database (triggers in migration 0005): the calendar reads a
     * month of visits without a join (docs/decisions/0006-calendar-month.md).
     */
    customerName: text('customer_name'),
    /**
     * The visit's employees (the rows of visit_employees), kept by a trigger on that table so the calendar reads a
     * range's employees without a join (docs/decisions/0006). Written only by the trigger.
     */
    employeeIds: uuid('employee_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    departmentId: uuid('department_id'),
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
    /**
     * Invoiced: set when the visit's invoice is issued, or by hand (the spec's "set invoiced") for work invoiced outside
     * Servio; paid_at, by hand, when that work is paid. A visit on an invoice follows its invoice instead.
     */
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The invoice (draft or issued) the visit is on; a credit note frees it. */
    invoiceId: uuid('invoice_id'),
    /** The address is the customer's (copied in on every save) rather than the visit's own. */
    useCustomerAddress: boolean('use_customer_address').notNull().default(true),
    reference: text('reference'),
    sendBookingMail: boolean('send_booking_mail').notNull().default(false),
    showTimeRegs: boolean('show_time_regs').notNull().default(false),
    accordMinutes: integer('accord_minutes'),
    acceptance: text('acceptance').notNull().default('none').$type<VisitAcceptance>(),
    /** Equipment on the visit (the materials issue fills these). */
    materielIds: uuid('materiel_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The series this visit is the next real occurrence of (repeating visits). */
    seriesId: uuid('series_id'),
    /** Its occurrence number in the series (0 for the first) and the slot it was planned in. */
    seriesIndex: integer('series_index'),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }),
    /** The report template this visit's report is filled from; null: the company's default. */
    reportTemplateId: uuid('report_template_id'),
    /** Lower-case case number, description and address, kept by the database (search). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(case_number::text || ' ' || coalesce(description, '') || ' ' || coalesce(reference, '') || ' ' || coalesce(street_address, '') || ' ' || coalesce(zipcode, '') || ' ' || coalesce(city, ''))`,
    ),
    /**
     * The visit's own fields as the planning board's packed row, kept by the database (migration 0036,
     * domain/planning-packed.ts): the board reads 2,000 of them and writing each row's JSON was most of its time.
     * Without the closing fields, which come from other tables (the fixed address, the booking request's kind).
     */
    planningRow: text('planning_row').generatedAlwaysAs(
      sql`app_visit_planning_row(id, version, case_number, status, start, "end", employee_ids, latitude, longitude, customer_name, description, street_address, zipcode, city)`,
    ),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('visits_customer_id_fk', t, t.customerId, customers).onDelete('restrict'),
    companyReference('visits_department_id_fk', t, t.departmentId, departments).onDelete('set null'),
    companyReference('visits_invoice_id_fk', t, t.invoiceId, invoices).onDelete('set null'),
    companyReference('visits_series_id_fk', t, t.seriesId, visitSeries).onDelete('set null'),
    companyReference('visits_report_template_id_fk', t, t.reportTemplateId, reportTemplates).onDelete('set null'),
    uniqueIndex('visits_case_number_unique').on(t.companyId, t.caseNumber),
    index('visits_company_start_idx').on(t.companyId, t.start),
    index('visits_company_customer_idx').on(t.companyId, t.customerId, t.start),
    index('visits_company_department_idx').on(t.companyId, t.departmentId),
    // The due view and badge: unfinished, not archived, ordered by end.
    index('visits_company_due_idx')
      .on(t.companyId, t.end)
      .where(sql`not ${t.archived} and ${t.status} in ('not_scheduled','scheduled','current')`),
    // The due view's page: unfinished, not archived, ordered by start.
    index('visits_company_due_start_idx')
      .on(t.companyId, t.start)
      .where(sql`not ${t.archived} and ${t.status} in ('not_scheduled','scheduled','current')`),
    index('visits_company_archived_start_idx').on(t.companyId, t.archived, t.start),
    // The planning board's side list: the unscheduled, newest first (its first 200 read in order, not every visit
    // of the company scanned and sorted on each board's load).
    index('visits_company_unscheduled_idx')
      .on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'not_scheduled' and not ${t.archived}`),
    // The list's default order, as its query writes it (newest first, unplanned last, then the case number desc,
    // which is nulls first), so a page reads its 50 entries instead of sorting every visit of the view: the index
    // above, ascending, read backwards puts the unplanned first.
    index('visits_company_list_idx').on(
      t.companyId,
      t.archived,
      t.start.desc().nullsLast(),
      t.caseNumber.desc().nullsFirst(),
    ),
    index('visits_company_end_idx').on(t.companyId, t.end),
    // The longest visit bounds the calendar's range scan on start (see visits.service calendar).
    index('visits_company_duration_idx').on(t.companyId, sql`(${t.end} - ${t.start})`),
    index('visits_company_series_idx').on(t.companyId, t.seriesId),
    // The visits ready to invoice (issue #17): finished, on no invoice.
    index('visits_company_uninvoiced_idx')
      .on(t.companyId, t.customerId, t.end)
      .where(sql`${t.invoiceId} is null and ${t.status} in ('done', 'completed') and not ${t.archived}`),
    // The overview's count of finished visits not yet billed, read from the index alone.
    index('visits_company_unbilled_idx')
      .on(t.companyId)
      .where(sql`${t.invoicedAt} is null and ${t.status} in ('done', 'completed') and not ${t.archived}`),
    index('visits_invoice_idx').on(t.invoiceId),
    // No trigram index on search_text: under row-level security a LIKE on it cannot use one (the application role
    // scanned the company's visits with or without it), and keeping it cost a third of every bulk insert
    // (decisions/0059).
    // A material's visits (its page's visits tab, whether its service is planned): the array holds it.
    index('visits_materiel_ids_idx')
      .using('gin', t.materielIds)
      .where(sql`cardinality(${t.materielIds}) > 0`),
    check('visits_acceptance_check', sql`${t.acceptance} in ('none','accepted','declined')`),
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
    visitId: uuid('visit_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    companyReference('visit_employees_visit_id_fk', t, t.visitId, visits).onDelete('cascade'),
    primaryKey({ columns: [t.companyId, t.visitId, t.userId] }),
    index('visit_employees_user_idx').on(t.companyId, t.userId),
  ],
);

/** The other visits a visit is linked to; one row per pair, the smaller id first. */
export const visitLinks = pgTable(
  'visit_links',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    visitId: uuid('visit_id').notNull(),
    linkedVisitId: uuid('linked_visit_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyReference('visit_links_visit_id_fk', t, t.visitId, visits).onDelete('cascade'),
    companyReference('visit_links_linked_visit_id_fk', t, t.linkedVisitId, visits).onDelete('cascade'),
    primaryKey({ columns: [t.companyId, t.visitId, t.linkedVisitId] }),
    index('visit_links_company_linked_idx').on(t.companyId, t.linkedVisitId),
    check('visit_links_order_check', sql`${t.visitId} < ${t.linkedVisitId}`),
  ],
);

/** Values of the company's custom tags of type visit: one row per chosen value (checkbox: 'true'). */
export const visitTagValues = pgTable(
  'visit_tag_values',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    visitId: uuid('visit_id').notNull(),
    tagId: uuid('tag_id').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    companyReference('visit_tag_values_visit_id_fk', t, t.visitId, visits).onDelete('cascade'),
    companyReference('visit_tag_values_tag_id_fk', t, t.tagId, customTags).onDelete('cascade'),
    primaryKey({ columns: [t.companyId, t.visitId, t.tagId, t.value] }),
    index('visit_tag_values_filter_idx').on(t.companyId, t.tagId, t.value, t.visitId),
  ],
);

/**
 * A repeating visit (RFC 5545 subset, domain/src/recurrence.ts). Only the next occurrence exists as a real
 * visit; the series holds the rule and the template the following visits are made from. `anchorStart` is
 * where the rule's occurrences begin and `consumed` how many occurrences came before it (a rule changed
 * mid-series starts again at the next visit, and a COUNT still counts the whole series).
 */
export const visitSeries = pgTable(
  'visit_series',
  {
    ...tenantColumns(),
    rule: jsonb('rule').$type<RecurrenceRule>().notNull(),
    anchorStart: timestamp('anchor_start', { withTimezone: true }).notNull(),
    consumed: integer('consumed').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull(),
    customerId: uuid('customer_id'),
    departmentId: uuid('department_id'),
    employeeIds: uuid('employee_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    description: text('description'),
    reference: text('reference'),
    useCustomerAddress: boolean('use_customer_address').notNull().default(true),
    streetAddress: text('street_address'),
    zipcode: text('zipcode'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    price: integer('price'),
    totalPrice: integer('total_price'),
    sendBookingMail: boolean('send_booking_mail').notNull().default(false),
    showTimeRegs: boolean('show_time_regs').notNull().default(false),
    accordMinutes: integer('accord_minutes'),
    tagValues: jsonb('tag_values').$type<VisitTagValueInput[]>().notNull().default([]),
    materielIds: uuid('materiel_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the last occurrence has been made or the series was stopped. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('visit_series_customer_id_fk', t, t.customerId, customers).onDelete('set null'),
    companyReference('visit_series_department_id_fk', t, t.departmentId, departments).onDelete('set null'),
    index('visit_series_company_active_idx')
      .on(t.companyId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** The last case number handed out per company; the row lock serializes concurrent creates. */
export const visitCaseCounters = pgTable('visit_case_counters', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});
