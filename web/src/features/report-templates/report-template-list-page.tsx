import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronRight, FileText, Plus } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { Badge } from '../../components/badge.tsx';
import { buttonClasses } from '../../components/button.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { FilterSelect } from '../../components/list-filters.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format/index.ts';
import { reportTemplatesOptions } from './report-templates-api.ts';

/** The company's report templates: the default first, each with its current version; archived ones on request. */
export function ReportTemplateListPage({
  archived,
  onArchivedChange,
}: {
  archived: boolean;
  onArchivedChange: (archived: boolean) => void;
}) {
  const { t } = useTranslation();
  const templates = useQuery(reportTemplatesOptions(archived));
  return (
    <Page>
      <ListToolbar
        actions={
          <Link to="/admin/report-templates/new" className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('reportTemplates.create')}
          </Link>
        }
      >
        <FilterSelect
          label={t('reportTemplates.filterStatus')}
          defaultLabel={t('reportTemplates.statusActive')}
          value={archived ? 'archived' : undefined}
          options={[{ value: 'archived', label: t('reportTemplates.statusArchived') }]}
          onChange={(status) => onArchivedChange(status === 'archived')}
        />
      </ListToolbar>
      <p className="mb-4 text-[13px] text-muted">{t('reportTemplates.intro')}</p>
      <Card className="overflow-hidden">
        {templates.isPending ? (
          <div className="space-y-3 p-5" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : templates.isError ? (
          <ErrorState
            title={t('common.loadErrorTitle')}
            body={t(errorMessageKey(templates.error))}
            retryLabel={t('common.retry')}
            onRetry={() => void templates.refetch()}
          />
        ) : templates.data.length === 0 ? (
          <EmptyState
            icon={FileText}
            title={archived ? t('reportTemplates.noArchivedTitle') : t('reportTemplates.emptyTitle')}
            body={archived ? t('reportTemplates.noArchivedBody') : t('reportTemplates.emptyBody')}
          />
        ) : (
          <ul className="divide-y divide-border" aria-label={t('reportTemplates.listLabel')}>
            {templates.data.map((template) => (
              <li key={template.id}>
                <Link
                  to="/admin/report-templates/$templateId"
                  params={{ templateId: template.id }}
                  className="flex items-center gap-3 px-4 py-3 text-[13px] hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{template.name}</p>
                    <p className="mt-0.5 text-xs text-muted">
                      {t('reportTemplates.versionOf', { number: template.currentVersion })} ·{' '}
                      {t('reportTemplates.savedAt', { when: formatDateTime(template.updatedAt) })}
                    </p>
                  </div>
                  {template.isDefault && <Badge tone="accent">{t('reportTemplates.defaultBadge')}</Badge>}
                  {template.archivedAt && <Badge tone="warning">{t('reportTemplates.archivedBadge')}</Badge>}
                  <ChevronRight className="size-4 text-muted" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
