import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select.tsx';
import { errorText } from '../../lib/reasons.ts';
import { reportTemplatesOptions } from '../report-templates/index.ts';
import { chooseVisitReportTemplate, visitReportKey, type VisitReport } from './reports-api.ts';

/**
 * Which template the visit's report is filled from, chosen before the report is started (a started report keeps
 * its template version, so the server refuses a later change). The company's active templates; the default first.
 */
export function ReportTemplateChoice({ report }: { report: VisitReport }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const templates = useQuery(reportTemplatesOptions(false));
  const choose = useMutation({
    mutationFn: (templateId: string) => chooseVisitReportTemplate(report.visitId, templateId),
    onSuccess: (saved) =>
      queryClient.setQueryData(visitReportKey(report.visitId), (old: { archived: boolean } | undefined) => ({
        archived: old?.archived ?? false,
        report: saved,
      })),
  });
  const options = [...(templates.data ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  // Before the list has loaded (or when the visit's template is archived since) the current one is still shown.
  if (!options.some((o) => o.id === report.templateId)) {
    options.unshift({ id: report.templateId, name: report.templateName, isDefault: false } as (typeof options)[0]);
  }
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="text-[13px] font-medium">
          {t('reports.chooseTemplate')}
        </label>
        <Select
          id={id}
          className="w-auto min-w-56"
          value={report.templateId}
          disabled={choose.isPending || templates.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(e) => choose.mutate(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.isDefault ? t('reports.defaultTemplate', { name: o.name }) : o.name}
            </option>
          ))}
        </Select>
      </div>
      <p id={`${id}-hint`} className="text-[12px] text-muted">
        {t('reports.chooseTemplateHint')}
      </p>
      {choose.isError && (
        <p role="alert" className="text-[13px] text-danger">
          {errorText(t, choose.error)}
        </p>
      )}
    </div>
  );
}
