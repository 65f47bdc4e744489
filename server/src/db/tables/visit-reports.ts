import type { ReportValues } from '@servio/domain';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey, companyReference, tenantColumns, versionColumn } from './common.ts';
import { reportTemplateVersions } from './report-templates.ts';
import { storedFiles } from './stored-files.ts';
import { users } from './users.ts';
import { visits } from './visits.ts';

/**
 * A visit's report (issue #16): the answers to one template version, saved as a draft as they are typed, and
 * completed once (completing twice at once: the version check lets one through). The signature and the PDF are
 * stored files.
 */
export const visitReports = pgTable(
  'visit_reports',
  {
    ...tenantColumns(),
    visitId: uuid('visit_id').notNull(),
    templateVersionId: uuid('template_version_id').notNull(),
    values: jsonb('values').$type<ReportValues>().notNull().default({}),
    /** showLineCheckboxes: which of the visit's lines were ticked off, by line id. */
    lineChecks: jsonb('line_checks').$type<Record<string, boolean>>().notNull().default({}),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedById: uuid('completed_by_id').references(() => users.id, { onDelete: 'set null' }),
    pdfFileId: uuid('pdf_file_id'),
    /** The language the PDF was made in (the customer's). */
    pdfLanguage: text('pdf_language'),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    version: versionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    companyPrimaryKey(t),
    companyReference('visit_reports_visit_id_fk', t, t.visitId, visits).onDelete('cascade'),
    companyReference('visit_reports_template_version_id_fk', t, t.templateVersionId, reportTemplateVersions).onDelete(
      'restrict',
    ),
    companyReference('visit_reports_pdf_file_id_fk', t, t.pdfFileId, storedFiles).onDelete('set null'),
    uniqueIndex('visit_reports_visit_unique').on(t.companyId, t.visitId),
    index('visit_reports_template_version_idx').on(t.templateVersionId),
  ],
);
export type VisitReportRow = typeof visitReports.$inferSelect;
