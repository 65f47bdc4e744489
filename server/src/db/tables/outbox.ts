import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns } from './common.ts';
import { users } from './users.ts';

/**
 * One-time sign-up links for staff and customers. Only the sha256 of the token is stored; the token itself
 * exists in the link (and the outbox mail that carries it).
 */
export const invitations = pgTable(
  'invitations',
  {
    ...tenantColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('invitations_company_user_idx').on(t.companyId, t.userId)],
);

/** Slow work for later (mail now): written in the request's transaction, delivered outside it. */
export const outbox = pgTable(
  'outbox',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** A confirmed customer import: what it wrote and which rows it skipped (the answer a retry gets again). */
export const customerImports = pgTable(
  'customer_imports',
  {
    ...tenantColumns(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdCount: integer('created_count').notNull(),
    skippedCount: integer('skipped_count').notNull(),
    errors: jsonb('errors').$type<{ row: number; field: string; reason: string }[]>().notNull().default([]),
  },
  (t) => [index('customer_imports_company_created_idx').on(t.companyId, t.createdAt)],
);
