import { index, pgTable, text, primaryKey } from 'drizzle-orm/pg-core';
import { tenantColumns, versionColumn } from './common.ts';

export const departments = pgTable(
  'departments',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    color: text('color'),
    version: versionColumn(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('departments_company_name_idx').on(t.companyId, t.name)],
);
export type DepartmentRow = typeof departments.$inferSelect;
