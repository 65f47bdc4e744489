import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, tenantColumns } from './common.ts';

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
    companyPrimaryKey(t),
    // The feed, newest first (modules/events/list-events.ts).
    index('events_company_created_idx').on(t.companyId, t.createdAt.desc()),
    index('events_unseen_idx')
      .on(t.companyId)
      .where(sql`${t.seenAt} is null`),
  ],
);
