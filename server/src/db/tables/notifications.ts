import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, tenantColumns } from './common.ts';
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
    companyPrimaryKey(t),
    // A person's list, newest first (modules/notifications/list-notifications.ts).
    index('notifications_user_created_idx').on(t.companyId, t.userId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.companyId, t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
