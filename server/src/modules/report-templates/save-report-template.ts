import { and, eq, sql } from 'drizzle-orm';
import { reportTemplateInputSchema } from '@servio/domain';
import { reportTemplates } from '../../db/tables/index.ts';
import { conflict } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { checkTemplateTags } from './check-template-tags.ts';
import { findReportTemplate } from './find-report-template.ts';
import type { ReportTemplateRow } from './report-template-record.ts';
import { writeTemplateVersion } from './write-template-version.ts';

/**
 * Input: `reportTemplateInputSchema` (domain). A save never changes a version: it writes the next one and makes
 * it current, so reports filled from the earlier ones keep their shape. CONFLICT when `version` is stale.
 */
export async function saveReportTemplate(
  scope: TenantScope,
  id: string,
  version: number,
  input: unknown,
): Promise<ReportTemplateRow> {
  await findReportTemplate(scope, id);
  const data = parseInput(reportTemplateInputSchema, input, 'input');
  await checkTemplateTags(scope, data);
  const [row] = await scope.db
    .update(reportTemplates)
    .set({
      name: data.name,
      currentVersion: sql`${reportTemplates.currentVersion} + 1`,
      version: sql`${reportTemplates.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(reportTemplates.id, id), eq(reportTemplates.version, version)))
    .returning();
  if (!row) throw conflict();
  await writeTemplateVersion(scope, id, row.currentVersion, data, scope.actor.userId);
  return row;
}
