import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, companyReference, tenantColumns, versionColumn } from './common.ts';
import { customers } from './customers.ts';
import { equipmentProducts } from './equipment.ts';
import { users } from './users.ts';
import { visits } from './visits.ts';

export type BookingKind = 'booking' | 'callback' | 'inquiry';
export type BookingStatus = 'open' | 'accepted' | 'declined';
export type BookingSource = 'bookingPage' | 'serviceReminder' | 'waitlist';

/**
 * 'Henvendelser' (issue #19, docs/decisions/0034-bookings.md): a booking of a time from the public booking page, a
 * "call me" request, or an inquiry (a reminder mail's answer). A booking holds its time for its employee while it is
 * open: the exclusion constraint `bookings_open_slot_excl` (migration 0030, GiST on employee and period) lets only one
 * of two visitors racing for a time have it. Accepting makes the visit (visit_id); declining sends the message.
 */
export const bookings = pgTable(
  'bookings',
  {
    ...tenantColumns(),
    kind: text('kind').notNull().default('inquiry').$type<BookingKind>(),
    status: text('status').notNull().default('open').$type<BookingStatus>(),
    source: text('source').notNull().default('bookingPage').$type<BookingSource>(),
    name: text('name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    streetAddress: text('street_address'),
    zipcode: text('zipcode'),
    city: text('city'),
    message: text('message'),
    /** The visitor's language: the mails that answer are in it. */
    language: text('language').notNull().default('da').$type<'da' | 'en'>(),
    /** The service booked (a bookable product) and the time, with the employee whose time it is. */
    productId: uuid('product_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    employeeId: uuid('employee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The customer found by email or phone, or made for the booking. */
    customerId: uuid('customer_id'),
    /** The visit accepting made (or confirmed). */
    visitId: uuid('visit_id'),
    serviceReminderId: uuid('service_reminder_id'),
    /** The page's key per submission: a retry gets the first answer, never a second booking. */
    idempotencyKey: text('idempotency_key'),
    declineMessage: text('decline_message'),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('bookings_product_id_fk', t, t.productId, equipmentProducts).onDelete('set null'),
    companyReference('bookings_customer_id_fk', t, t.customerId, customers).onDelete('set null'),
    companyReference('bookings_visit_id_fk', t, t.visitId, visits).onDelete('set null'),
    // The inbox: a status, newest first.
    index('bookings_company_status_idx').on(t.companyId, t.status, t.createdAt.desc()),
    // The whole inbox, newest first (this index read backwards): a page reads its 50 entries instead of sorting
    // every request.
    index('bookings_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('bookings_employee_start_idx').on(t.companyId, t.employeeId, t.startsAt),
    // The visit a request made: the planning board's booking kind per visit, and a deleted visit's set null.
    index('bookings_visit_idx')
      .on(t.visitId)
      .where(sql`${t.visitId} is not null`),
    uniqueIndex('bookings_idempotency_unique')
      .on(t.companyId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('bookings_kind_check', sql`${t.kind} in ('booking','callback','inquiry')`),
    check('bookings_status_check', sql`${t.status} in ('open','accepted','declined')`),
    check('bookings_source_check', sql`${t.source} in ('bookingPage','serviceReminder','waitlist')`),
    check('bookings_period_check', sql`${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;

/**
 * A time held for a visitor while they fill in their details (companies.booking_hold_minutes). Expired holds are
 * deleted before a new one is taken; the exclusion constraint `booking_holds_slot_excl` (migration 0030) keeps two
 * live holds of one employee from overlapping. Only the token's hash is stored.
 */
export const bookingHolds = pgTable(
  'booking_holds',
  {
    ...tenantColumns(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('booking_holds_product_id_fk', t, t.productId, equipmentProducts).onDelete('cascade'),
    index('booking_holds_token_idx').on(t.tokenHash),
    index('booking_holds_employee_idx').on(t.companyId, t.employeeId, t.startsAt),
    check('booking_holds_period_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type BookingHoldRow = typeof bookingHolds.$inferSelect;

/**
 * A visitor outside the postcode ranges, or who found no free time, waiting for a postcode and service. The token's
 * hash lets them leave the list from its mail.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    ...tenantColumns(),
    zipcode: text('zipcode').notNull(),
    productId: uuid('product_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    language: text('language').notNull().default('da').$type<'da' | 'en'>(),
    idempotencyKey: text('idempotency_key'),
    tokenHash: text('token_hash').notNull(),
    /** Told that the area opened (zip ranges widened): once. */
    areaOpenedAt: timestamp('area_opened_at', { withTimezone: true }),
    /** Booked through an offer, or left the list. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('waitlist_entries_product_id_fk', t, t.productId, equipmentProducts).onDelete('set null'),
    index('waitlist_entries_company_zip_idx').on(t.companyId, t.zipcode),
    index('waitlist_entries_token_idx').on(t.tokenHash),
    uniqueIndex('waitlist_entries_idempotency_unique')
      .on(t.companyId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

export type WaitlistOfferState = 'offered' | 'claimed' | 'gone';

/**
 * A freed time offered to a waitlisted visitor by mail, with a claim link. Unique per entry and time: nobody is
 * mailed twice for the same slot. The first claim books it (the bookings' exclusion constraint decides a race); the
 * other offers of that time become gone.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    ...tenantColumns(),
    entryId: uuid('entry_id').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull(),
    state: text('state').notNull().default('offered').$type<WaitlistOfferState>(),
    bookingId: uuid('booking_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    mailAttempts: integer('mail_attempts').notNull().default(0),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('waitlist_offers_entry_id_fk', t, t.entryId, waitlistEntries).onDelete('cascade'),
    companyReference('waitlist_offers_product_id_fk', t, t.productId, equipmentProducts).onDelete('set null'),
    companyReference('waitlist_offers_booking_id_fk', t, t.bookingId, bookings).onDelete('set null'),
    index('waitlist_offers_token_idx').on(t.tokenHash),
    uniqueIndex('waitlist_offers_entry_slot_unique').on(t.companyId, t.entryId, t.employeeId, t.startsAt),
    index('waitlist_offers_slot_idx').on(t.companyId, t.employeeId, t.startsAt),
    check('waitlist_offers_state_check', sql`${t.state} in ('offered','claimed','gone')`),
  ],
);
export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;
