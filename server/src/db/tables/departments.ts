import { pgTable, text } from 'drizzle-orm/pg-core';
import { tenantColumns, versionColumn } from './common.ts';

export const departments = pgTable('departments', {
  ...tenantColumns(),
  name: text('name').notNull(),
  color: text('color'),
  version: versionColumn(),
});
