import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns } from './common.ts';
import { users } from './users.ts';

/** A message to one user (the notifications badge counts the unread ones). */
export const notifications = pgTable(
  'notifications',
  {
    ...tenantColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_unread_idx')
      .on(t.companyId, t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Things that happened in the company that the office should look at (the events badge counts unseen ones). */
export const events = pgTable(
  'events',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    index('events_unseen_idx')
      .on(t.companyId)
      .where(sql`${t.seenAt} is null`),
  ],
);

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
