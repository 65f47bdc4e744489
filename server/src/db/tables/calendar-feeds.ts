import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, tenantColumns } from './common.ts';
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
    tokenHash: text('token_hash').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    companyPrimaryKey(t),
    uniqueIndex('calendar_feeds_one_open_per_user')
      .on(t.companyId, t.userId)
      .where(sql`revoked_at is null`),
    // A token's hash is found without its company (a link from a mail); random, so unique without a constraint, which
    // would have to include company_id (docs/scale-out.md).
    index('calendar_feeds_token_idx').on(t.tokenHash),
    index('calendar_feeds_company_user_idx').on(t.companyId, t.userId),
  ],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
