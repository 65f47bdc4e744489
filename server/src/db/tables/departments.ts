import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, tenantColumns, versionColumn } from './common.ts';

export const departments = pgTable(
  'departments',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    color: text('color'),
    version: versionColumn(),
  },
  (t) => [companyPrimaryKey(t), index('departments_company_name_idx').on(t.companyId, t.name)],
);
export type DepartmentRow = typeof departments.$inferSelect;
