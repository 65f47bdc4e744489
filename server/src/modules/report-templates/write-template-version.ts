import type { ReportTemplateInput } from '@servio/domain';
import { reportTemplateVersions } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import type { ReportTemplateVersionRow } from './report-template-record.ts';

/** Writes one version of a template's definition; versions are never changed afterwards. */
export async function writeTemplateVersion(
  scope: CompanyScope,
  templateId: string,
  number: number,
  input: ReportTemplateInput,
  createdById: string | null,
): Promise<ReportTemplateVersionRow> {
  const [row] = await scope.db
    .insert(reportTemplateVersions)
    .values({
      companyId: scope.companyId,
      templateId,
      number,
      name: input.name,
      fields: input.fields,
      invoiceVisit: input.invoiceVisit,
      showLineCheckboxes: input.showLineCheckboxes,
      showPrices: input.showPrices,
      createdById,
    })
    .returning();
  return row!;
}
