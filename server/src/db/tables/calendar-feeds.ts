import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns } from './common.ts';
import { users } from './users.ts';

/**
 * A staff member's private iCalendar feed (GET /calendar/<token>.ics, docs/decisions/0015-ical-feed.md). Only the
 * token's SHA-256 is kept: the URL is shown once, when made. Revoking sets revoked_at; renewing revokes and makes a
 * new one, so a person has at most one feed that answers.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    ...tenantColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_one_open_per_user')
      .on(t.userId)
      .where(sql`revoked_at is null`),
    index('calendar_feeds_company_user_idx').on(t.companyId, t.userId),
  ],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
