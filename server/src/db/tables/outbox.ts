import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from './common.ts';

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
