import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Archive, ArchiveRestore, Copy, History, Star } from 'lucide-react';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Page } from '../../components/page.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { RecordPageError, RecordPageLoading } from '../../components/record-page-states.tsx';
import { useConflictReload } from '../../components/conflict-notice.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format/index.ts';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { BackToReportTemplates } from './back-to-report-templates.tsx';
import { ReportFieldsForm } from './report-fields-form.tsx';
import { ReportTemplateBuilder } from './report-template-builder.tsx';
import {
  archiveReportTemplate,
  duplicateReportTemplate,
  reportTemplateOptions,
  reportTemplatesKey,
  reportTemplateVersionOptions,
  saveReportTemplate,
  setDefaultReportTemplate,
  unarchiveReportTemplate,
  visitTagsOptions,
  type ReportTemplateDetail,
} from './report-templates-api.ts';
import { draftOf, fieldOf } from './template-draft.ts';
import { TemplateVersions } from './template-versions.tsx';

/**
 * One template: its current version in the builder (a save makes the next version), or with `versionNumber` an
 * earlier version read-only, as reports filled from it show it. The versions list is beside either.
 */
export function ReportTemplatePage({ templateId, versionNumber }: { templateId: string; versionNumber?: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const template = useQuery(reportTemplateOptions(templateId));
  const conflict = useConflictReload(async () => {
    await queryClient.invalidateQueries({ queryKey: reportTemplatesKey });
  });

  if (template.isPending) return <RecordPageLoading wide />;
  if (template.isError) {
    return (
      <RecordPageError
        wide
        error={template.error}
        notFoundTitle={t('reportTemplates.notFoundTitle')}
        notFoundBody={t('reportTemplates.notFoundBody')}
        back={<BackToReportTemplates />}
        onRetry={() => void template.refetch()}
      />
    );
  }

  const data = template.data;
  const shown = versionNumber ?? data.currentVersion;
  const versions = (
    <TemplateVersions templateId={data.id} versions={data.versions} current={data.currentVersion} shown={shown} />
  );
  return (
    <Page wide>
      <BackToReportTemplates />
      <TemplateHeader template={data} shown={shown} />
      {conflict.notice && <div className="mb-4">{conflict.notice}</div>}
      {shown === data.currentVersion ? (
        <ReportTemplateBuilder
          // A new current version (this save or someone else's) starts the builder afresh from it.
          key={`${data.id}-${data.currentVersion}`}
          initial={draftOf(data.current)}
          saveLabel={t('reportTemplates.builder.save')}
          aside={versions}
          onSave={async (input) => {
            try {
              const saved = await saveReportTemplate(data.id, data.version, input);
              conflict.clear();
              toast.success(t('reportTemplates.saved', { number: saved.currentVersion }));
              await queryClient.invalidateQueries({ queryKey: reportTemplatesKey });
            } catch (error) {
              if (error instanceof GraphQLRequestError && error.code === 'CONFLICT') conflict.onConflict();
              else throw error;
            }
          }}
        />
      ) : (
        <OldVersion templateId={data.id} number={shown} aside={versions} />
      )}
    </Page>
  );
}

function TemplateHeader({ template, shown }: { template: ReportTemplateDetail; shown: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const act = useMutation({
    mutationFn: (action: 'setDefault' | 'archive' | 'unarchive' | 'duplicate') =>
      ({
        setDefault: setDefaultReportTemplate,
        archive: archiveReportTemplate,
        unarchive: unarchiveReportTemplate,
        duplicate: duplicateReportTemplate,
      })[action](template.id),
    onSuccess: async (result, action) => {
      await queryClient.invalidateQueries({ queryKey: reportTemplatesKey });
      toast.success(t(`reportTemplates.done.${action}`, { name: result.name }));
      if (action === 'duplicate')
        await navigate({ to: '/admin/report-templates/$templateId', params: { templateId: result.id } });
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  const busy = (action: string) => act.isPending && act.variables === action;
  return (
    <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
      <div>
        <h2 className="text-xl font-semibold tracking-tight">{template.name}</h2>
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          <Badge>{t('reportTemplates.versionOf', { number: shown })}</Badge>
          {template.isDefault && <Badge tone="accent">{t('reportTemplates.defaultBadge')}</Badge>}
          {template.archivedAt && <Badge tone="warning">{t('reportTemplates.archivedBadge')}</Badge>}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {!template.isDefault && !template.archivedAt && (
          <Button variant="secondary" loading={busy('setDefault')} onClick={() => act.mutate('setDefault')}>
            <Star className="size-4" aria-hidden="true" />
            {t('reportTemplates.actions.setDefault')}
          </Button>
        )}
        <Button variant="secondary" loading={busy('duplicate')} onClick={() => act.mutate('duplicate')}>
          <Copy className="size-4" aria-hidden="true" />
          {t('reportTemplates.actions.duplicate')}
        </Button>
        {template.archivedAt ? (
          <Button variant="secondary" loading={busy('unarchive')} onClick={() => act.mutate('unarchive')}>
            <ArchiveRestore className="size-4" aria-hidden="true" />
            {t('reportTemplates.actions.unarchive')}
          </Button>
        ) : (
          !template.isDefault && (
            <Button variant="secondary" loading={busy('archive')} onClick={() => act.mutate('archive')}>
              <Archive className="size-4" aria-hidden="true" />
              {t('reportTemplates.actions.archive')}
            </Button>
          )
        )}
      </div>
    </div>
  );
}

/** An earlier version, read-only: its options and its fields as a report filled from it shows them. */
function OldVersion({ templateId, number, aside }: { templateId: string; number: number; aside: ReactNode }) {
  const { t } = useTranslation();
  const version = useQuery(reportTemplateVersionOptions(templateId, number));
  const tags = useQuery(visitTagsOptions);
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <Card>
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 border-b border-border bg-surface-muted px-5 py-3 text-[13px]"
        >
          <History className="size-4 text-muted" aria-hidden="true" />
          <span>
            {version.data
              ? t('reportTemplates.old.notice', { number, when: formatDateTime(version.data.createdAt) })
              : t('reportTemplates.versionOf', { number })}
          </span>
          <Link
            to="/admin/report-templates/$templateId"
            params={{ templateId }}
            search={{}}
            className="ml-auto font-medium text-accent underline-offset-2 hover:underline"
          >
            {t('reportTemplates.old.toCurrent')}
          </Link>
        </div>
        <div className="px-5 py-5">
          {version.isPending ? (
            <Skeleton className="h-48 w-full" />
          ) : version.isError ? (
            <p role="alert" className="text-[13px] text-danger">
              {errorText(t, version.error)}
            </p>
          ) : (
            <>
              <h3 className="text-[15px] font-semibold">{version.data.name}</h3>
              <ul className="mb-5 mt-1 flex flex-wrap gap-1.5">
                {(['invoiceVisit', 'showLineCheckboxes', 'showPrices'] as const)
                  .filter((option) => version.data[option])
                  .map((option) => (
                    <li key={option}>
                      <Badge>{t(`reportTemplates.options.${option}`)}</Badge>
                    </li>
                  ))}
              </ul>
              <ReportFieldsForm
                fields={draftOf(version.data).fields.map(fieldOf)}
                values={{}}
                tags={tags.data}
                readOnly
              />
            </>
          )}
        </div>
      </Card>
      {aside}
    </div>
  );
}
