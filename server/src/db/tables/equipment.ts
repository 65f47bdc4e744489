import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { customers } from './customers.ts';
import { mailMessages } from './mail-messages.ts';
import { users } from './users.ts';
import { visits } from './visits.ts';

/**
 * The equipment catalogue (issue #18, docs/decisions/0033-equipment.md): a category (heat pump, fire extinguisher,
 * bait station…) holds products; a product is a model from a supplier with a default service interval; a material is
 * one unit of a product installed at a customer. The company's renamed labels rename these words on screen only.
 */
export const equipmentCategories = pgTable(
  'equipment_categories',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    uniqueIndex('equipment_categories_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);
export type EquipmentCategoryRow = typeof equipmentCategories.$inferSelect;

export const equipmentProducts = pgTable(
  'equipment_products',
  {
    ...tenantColumns(),
    categoryId: uuid('category_id').notNull(),
    /** The model's name (the company may call it something else: renamedModel). */
    name: text('name').notNull(),
    supplier: text('supplier'),
    /** Months between services of its units; null: the company's materielServiceIntervalMonths. */
    serviceIntervalMonths: integer('service_interval_months'),
    /** The three free columns (their titles are the company's renamedColumn1–3). */
    column1: text('column1'),
    column2: text('column2'),
    column3: text('column3'),
    /**
     * Offered on the public booking page (issue #19) as a service: its length in minutes, its price in øre (VAT
     * included; null: no price shown) and a short description.
     */
    bookable: boolean('bookable').notNull().default(false),
    bookingMinutes: integer('booking_minutes'),
    bookingPrice: integer('booking_price'),
    bookingDescription: text('booking_description'),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('equipment_products_category_id_fk', t, t.categoryId, equipmentCategories).onDelete('restrict'),
    check('equipment_products_booking_check', sql`not ${t.bookable} or (${t.bookingMinutes} between 15 and 720)`),
    check('equipment_products_booking_price_check', sql`${t.bookingPrice} is null or ${t.bookingPrice} >= 0`),
    uniqueIndex('equipment_products_company_model_unique').on(
      t.companyId,
      t.categoryId,
      sql`lower(${t.name})`,
      sql`lower(coalesce(${t.supplier}, ''))`,
    ),
    index('equipment_products_category_idx').on(t.companyId, t.categoryId),
  ],
);
export type EquipmentProductRow = typeof equipmentProducts.$inferSelect;

/**
 * One unit installed at a customer (materiel). Its next service date is kept by the operations that change what it
 * follows from (last service, installation, interval, service on/off), by the domain's `nextServiceDate`, so the
 * nightly reminder run and the "due in a period" filter are one range scan on an index.
 */
export const materials = pgTable(
  'materials',
  {
    ...tenantColumns(),
    productId: uuid('product_id').notNull(),
    serialNumber: text('serial_number'),
    name: text('name'),
    /** Where the unit sits at the address ("kælder, bag trappen"). */
    placement: text('placement'),
    installedOn: date('installed_on', { mode: 'string' }),
    customerId: uuid('customer_id'),
    /** A fixed address (the unit does not move with its customer); all null: none. */
    streetAddress: text('street_address'),
    zipcode: text('zipcode'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Service on (true), off (false) or undecided (null: follows the company's materielServiceActive). */
    serviceActive: boolean('service_active'),
    /** Its own interval; null: the product's, else the company's. */
    serviceIntervalMonths: integer('service_interval_months'),
    /** Set when a visit with the unit is completed. */
    lastServiceOn: date('last_service_on', { mode: 'string' }),
    /** Null when service is off or nothing to count from. */
    nextServiceOn: date('next_service_on', { mode: 'string' }),
    /** Equipment the company rents out (rentals, with showRental). */
    rentable: boolean('rentable').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('materials_product_id_fk', t, t.productId, equipmentProducts).onDelete('restrict'),
    companyReference('materials_customer_id_fk', t, t.customerId, customers).onDelete('set null'),
    uniqueIndex('materials_product_serial_unique')
      .on(t.companyId, t.productId, sql`lower(${t.serialNumber})`)
      .where(sql`${t.serialNumber} is not null`),
    // With the id: the list's order (next service, nulls last, then id) is the index's, so a page reads only its
    // rows. Units without a next service are in it too: the list shows them last, and without them the list's
    // default page (no period) could not use it and sorted every unit.
    index('materials_next_service_idx')
      .on(t.companyId, t.nextServiceOn, t.id)
      .where(sql`${t.archivedAt} is null`),
    // The nightly run crosses companies: one range scan over every company's units due by a date.
    index('materials_due_idx')
      .on(t.nextServiceOn)
      .where(sql`${t.nextServiceOn} is not null and ${t.archivedAt} is null`),
    index('materials_customer_idx').on(t.companyId, t.customerId),
    index('materials_product_idx').on(t.companyId, t.productId),
    index('materials_zipcode_idx').on(t.companyId, t.zipcode),
    index('materials_created_idx').on(t.companyId, t.createdAt, t.id),
  ],
);
export type MaterialRow = typeof materials.$inferSelect;

export type ServiceReminderState = 'pending' | 'queued' | 'sent' | 'failed' | 'skipped';

/**
 * A service reminder for one unit's one due date. The unique (material, due date) is what keeps a reminder from being
 * sent twice, by two nightly runs or two app instances: the second insert finds the row.
 */
export const serviceReminders = pgTable(
  'service_reminders',
  {
    ...tenantColumns(),
    materialId: uuid('material_id').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** pending: waits for the office (manual mode); queued: its mail is in the outbox; sent, failed, skipped. */
    state: text('state').notNull().default('pending').$type<ServiceReminderState>(),
    /** The customer's link (pick a time or ask to be called): the SHA-256 of the token in the mail. */
    linkTokenHash: text('link_token_hash'),
    mailMessageId: uuid('mail_message_id'),
    /** The service visit made for it (optional, grouped per address). */
    visitId: uuid('visit_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the customer answered through the link: a time they picked or a call-me request. */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('service_reminders_material_id_fk', t, t.materialId, materials).onDelete('cascade'),
    companyReference('service_reminders_mail_message_id_fk', t, t.mailMessageId, mailMessages).onDelete('set null'),
    companyReference('service_reminders_visit_id_fk', t, t.visitId, visits).onDelete('set null'),
    uniqueIndex('service_reminders_material_due_unique').on(t.companyId, t.materialId, t.dueOn),
    index('service_reminders_state_idx').on(t.companyId, t.state, t.dueOn),
    index('service_reminders_link_idx')
      .on(t.linkTokenHash)
      .where(sql`${t.linkTokenHash} is not null`),
  ],
);
export type ServiceReminderRow = typeof serviceReminders.$inferSelect;

/**
 * A rental of a rentable unit. The overlap check is a range query on the GiST index over (material, period)
 * (btree_gist gives the uuid its GiST operator class); overlaps are allowed when the user confirms, so no exclusion
 * constraint.
 */
export const rentals = pgTable(
  'rentals',
  {
    ...tenantColumns(),
    materialId: uuid('material_id').notNull(),
    customerId: uuid('customer_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The price of the whole period, øre. */
    price: integer('price').notNull().default(0),
    note: text('note'),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('rentals_material_id_fk', t, t.materialId, materials).onDelete('cascade'),
    companyReference('rentals_customer_id_fk', t, t.customerId, customers).onDelete('set null'),
    index('rentals_period_idx').using('gist', t.materialId, sql`tstzrange(${t.startsAt}, ${t.endsAt}, '[)')`),
    index('rentals_customer_idx').on(t.companyId, t.customerId),
    // The rentals list (/admin/rentals) by start, paged.
    index('rentals_company_starts_idx').on(t.companyId, t.startsAt, t.id),
  ],
);
export type RentalRow = typeof rentals.$inferSelect;
