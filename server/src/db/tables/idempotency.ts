import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Answers of creating mutations by the key the client sent: the same key and payload again returns the
 * first answer instead of creating twice (a retried request after a lost response).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    /** sha256 of the payload: the same key with another payload is refused. */
    payloadHash: text('payload_hash').notNull(),
    /** What the first call returned: the id of the record it created (an import's small answer itself, as JSON). */
    resultId: text('result_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
