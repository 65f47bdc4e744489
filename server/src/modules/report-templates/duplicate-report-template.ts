import { reportTemplateLimits, type ReportTemplateInput } from '@servio/domain';
import type { TenantScope } from '../../core/scope.ts';
import { insertReportTemplate } from './create-report-template.ts';
import { currentReportTemplateVersion, findReportTemplate } from './find-report-template.ts';
import type { ReportTemplateRow } from './report-template-record.ts';

const copySuffix = { da: ' (kopi)', en: ' (copy)' } as const;

/** A new template (never the default) whose version 1 is the current version of the given one. */
export async function duplicateReportTemplate(scope: TenantScope, id: string): Promise<ReportTemplateRow> {
  const source = await currentReportTemplateVersion(scope, await findReportTemplate(scope, id));
  const suffix = copySuffix[scope.actor.prefLang];
  const data: ReportTemplateInput = {
    name: source.name.slice(0, reportTemplateLimits.maxName - suffix.length) + suffix,
    fields: source.fields,
    invoiceVisit: source.invoiceVisit,
    showLineCheckboxes: source.showLineCheckboxes,
    showPrices: source.showPrices,
  };
  return insertReportTemplate(scope, data, scope.actor.userId, { isDefault: false });
}
