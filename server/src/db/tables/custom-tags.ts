import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, tenantColumns, versionColumn } from './common.ts';

export const customTags = pgTable(
  'custom_tags',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    mode: text('mode').notNull().default('select'),
    tagOrder: integer('tag_order').notNull().default(0),
    showForCustomer: boolean('show_for_customer').notNull().default(false),
    showForEmployee: boolean('show_for_employee').notNull().default(true),
    allowChangeOnReport: boolean('allow_change_on_report').notNull().default(false),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    version: versionColumn(),
  },
  (t) => [companyPrimaryKey(t), index('custom_tags_company_type_idx').on(t.companyId, t.type, t.tagOrder)],
);
