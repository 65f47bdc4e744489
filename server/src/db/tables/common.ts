import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Every tenant table starts with these: its id, its company (row-level security keys on it), and timestamps. The
 * primary key is (company_id, id), declared by each table, and a reference to another tenant table names both columns
 * (docs/scale-out.md: the shape Citus distributes by company; server/test/distribution-keys.test.ts).
 */
export const tenantColumns = () => ({
  id: uuid('id').notNull().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Optimistic locking: a save names the version it read; a stale one is refused with CONFLICT. */
export const versionColumn = () => integer('version').notNull().default(1);
