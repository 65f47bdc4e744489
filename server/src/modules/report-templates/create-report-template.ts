import { eq } from 'drizzle-orm';
import { reportTemplateInputSchema, type ReportTemplateInput } from '@servio/domain';
import { reportTemplates } from '../../db/tables/index.ts';
import { idempotent } from '../../core/idempotency.ts';
import type { CompanyScope, TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { checkTemplateTags } from './check-template-tags.ts';
import { findReportTemplate } from './find-report-template.ts';
import type { ReportTemplateRow } from './report-template-record.ts';
import { writeTemplateVersion } from './write-template-version.ts';

/**
 * Input: `reportTemplateInputSchema` (domain). Writes the template with its version 1. The company's first
 * template becomes its default, so a company with templates always has one.
 */
export async function createReportTemplate(
  scope: TenantScope,
  input: unknown,
  idempotencyKey?: string | null,
): Promise<ReportTemplateRow> {
  const data = parseInput(reportTemplateInputSchema, input, 'input');
  await checkTemplateTags(scope, data);
  return idempotent(scope, {
    operation: 'createReportTemplate',
    key: idempotencyKey,
    payload: input,
    load: (id) => findReportTemplate(scope, id),
    create: () => insertReportTemplate(scope, data, scope.actor.userId),
  });
}

/** The insert behind create, duplicate and the built-in default (input already checked). */
export async function insertReportTemplate(
  scope: CompanyScope,
  data: ReportTemplateInput,
  createdById: string | null,
  options: { isDefault?: boolean } = {},
): Promise<ReportTemplateRow> {
  const isDefault =
    options.isDefault ??
    (await scope.db.select({ id: reportTemplates.id }).from(reportTemplates).where(eq(reportTemplates.isDefault, true)))
      .length === 0;
  const [row] = await scope.db
    .insert(reportTemplates)
    .values({ companyId: scope.companyId, name: data.name, isDefault, currentVersion: 1 })
    .returning();
  await writeTemplateVersion(scope, row!.id, 1, data, createdById);
  return row!;
}
