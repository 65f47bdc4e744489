import type { ReportField } from '@servio/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, companyReference, tenantColumns, versionColumn } from './common.ts';
import { users } from './users.ts';

/**
 * A report template (issue #16): its name and which version is current. The definition lives in versions, one per
 * save, so a report filled from version 3 keeps its shape when the template moves on. One default per company.
 */
export const reportTemplates = pgTable(
  'report_templates',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The newest version's number (report_template_versions.number). */
    currentVersion: integer('current_version').notNull().default(1),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    index('report_templates_company_name_idx').on(t.companyId, t.name),
    uniqueIndex('report_templates_one_default')
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
  ],
);
export type ReportTemplateRow = typeof reportTemplates.$inferSelect;

/** One saved definition of a template: never changed once written. */
export const reportTemplateVersions = pgTable(
  'report_template_versions',
  {
    ...tenantColumns(),
    templateId: uuid('template_id').notNull(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<ReportField[]>().notNull(),
    invoiceVisit: boolean('invoice_visit').notNull().default(false),
    showLineCheckboxes: boolean('show_line_checkboxes').notNull().default(false),
    showPrices: boolean('show_prices').notNull().default(false),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('report_template_versions_template_id_fk', t, t.templateId, reportTemplates).onDelete('cascade'),
    uniqueIndex('report_template_versions_number_unique').on(t.companyId, t.templateId, t.number),
  ],
);
export type ReportTemplateVersionRow = typeof reportTemplateVersions.$inferSelect;
