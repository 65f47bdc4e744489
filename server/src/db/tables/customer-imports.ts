import { index, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, tenantColumns } from './common.ts';
import { users } from './users.ts';

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
  (t) => [companyPrimaryKey(t), index('customer_imports_company_created_idx').on(t.companyId, t.createdAt)],
);
