import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, companyReference, tenantColumns } from './common.ts';
import { customers } from './customers.ts';
import { users } from './users.ts';
import { visits } from './visits.ts';

export type MessageVisibility = 'all' | 'customer' | 'employee';

/**
 * A message on a visit's thread, or on a customer's (visit_id null), read by whom its visibility lets
 * (docs/decisions/0035-messages.md; the rule: modules/messages/message-visibility.ts). The author's name and role are
 * frozen at posting: a renamed or deleted person does not rewrite what was said.
 */
export const messages = pgTable(
  'messages',
  {
    ...tenantColumns(),
    visitId: uuid('visit_id'),
    customerId: uuid('customer_id').notNull(),
    visibility: text('visibility').notNull().$type<MessageVisibility>(),
    /** The one employee a private message is for (visibility 'employee'); null once that person is deleted. */
    recipientUserId: uuid('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('messages_visit_id_fk', t, t.visitId, visits).onDelete('cascade'),
    companyReference('messages_customer_id_fk', t, t.customerId, customers).onDelete('cascade'),
    index('messages_visit_idx').on(t.companyId, t.visitId, t.createdAt),
    index('messages_customer_idx')
      .on(t.companyId, t.customerId, t.createdAt)
      .where(sql`${t.visitId} is null`),
    check('messages_visibility_check', sql`${t.visibility} in ('all','customer','employee')`),
    // Only a private message names a recipient (it may lose it later, when the person is deleted).
    check('messages_recipient_check', sql`${t.recipientUserId} is null or ${t.visibility} = 'employee'`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;
