import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../placeholders/coming-soon.tsx';
import { Badge } from '../../components/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { customTagsOptions } from './custom-tags.ts';

const tabClass =
  'inline-flex h-8 items-center rounded-md px-3 text-[13px] font-medium text-muted hover:text-foreground ' +
  'data-[status=active]:bg-surface data-[status=active]:text-foreground data-[status=active]:shadow-xs';

/**
 * The visits list. Views (all / due) live in the URL (?status=due); the table, map and calendar arrive with
 * the visits issue. Custom tags of type 'visit' are loaded for the filter bar, as the spec says.
 */
export function VisitsPage({ status }: { status: 'due' | undefined }) {
  const { t } = useTranslation();
  const tags = useQuery(customTagsOptions('visit'));

  return (
    <ComingSoon titleKey="nav.visits">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <nav aria-label={t('visits.views')} className="inline-flex rounded-lg bg-surface-muted p-1">
          <Link to="/admin/visits/" search={{}} activeOptions={{ exact: true, includeSearch: true }} className={tabClass}>
            {t('visits.viewAll')}
          </Link>
          <Link
            to="/admin/visits/"
            search={{ status: 'due' }}
            activeOptions={{ exact: true, includeSearch: true }}
            className={tabClass}
          >
            {t('visits.viewDue')}
          </Link>
        </nav>
        {tags.data && tags.data.length > 0 && (
          <div className="flex flex-wrap items-center gap-1.5" aria-label={t('visits.tags')} role="group">
            <span className="text-xs text-muted">{t('visits.tags')}:</span>
            {tags.data.map((tag) => (
              <Badge key={tag.id}>{tag.name}</Badge>
            ))}
          </div>
        )}
      </div>
      <p className={cn('mb-4 text-[13px] text-muted')} aria-live="polite">
        {status === 'due' ? t('pages.visitsDueFilter') : t('pages.visitsAllFilter')}
      </p>
    </ComingSoon>
  );
}
