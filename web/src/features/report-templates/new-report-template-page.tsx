import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { toast } from '../../lib/toast.ts';
import { BackToReportTemplates } from './back-to-report-templates.tsx';
import { ReportTemplateBuilder } from './report-template-builder.tsx';
import { createReportTemplate, reportTemplatesKey } from './report-templates-api.ts';
import { emptyDraft } from './template-draft.ts';

const initial = emptyDraft();

export function NewReportTemplatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return (
    <Page wide>
      <BackToReportTemplates />
      <h2 className="mb-5 text-xl font-semibold tracking-tight">{t('reportTemplates.createTitle')}</h2>
      <ReportTemplateBuilder
        initial={initial}
        saveLabel={t('reportTemplates.builder.create')}
        onSave={async (input) => {
          const created = await createReportTemplate(input, idempotency.keyFor(input));
          idempotency.reset();
          await queryClient.invalidateQueries({ queryKey: reportTemplatesKey });
          toast.success(t('reportTemplates.created', { name: created.name }));
          await navigate({ to: '/admin/report-templates/$templateId', params: { templateId: created.id } });
        }}
      />
    </Page>
  );
}
