import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, tenantColumns, versionColumn } from './common.ts';

/** A group of items with one markup (basis points: 2500 = 25 %) that its following items' sales prices come from. */
export const itemGroups = pgTable(
  'item_groups',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    markupBp: integer('markup_bp').notNull().default(0),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [companyPrimaryKey(t), uniqueIndex('item_groups_company_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);
export type ItemGroupRow = typeof itemGroups.$inferSelect;
