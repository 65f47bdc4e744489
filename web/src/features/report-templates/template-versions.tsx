import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import { CardSection } from '../../components/card.tsx';
import { formatDateTime } from '../../lib/format/index.ts';
import { cn } from '../../lib/cn.ts';

/** Every saved version of a template, newest first; each opens read-only, the current one in the builder. */
export function TemplateVersions({
  templateId,
  versions,
  current,
  shown,
}: {
  templateId: string;
  versions: readonly { id: string; number: number; createdAt: string }[];
  current: number;
  shown: number;
}) {
  const { t } = useTranslation();
  return (
    <CardSection title={t('reportTemplates.versions.title')} description={t('reportTemplates.versions.description')}>
      <ol className="space-y-1 text-[13px]" aria-label={t('reportTemplates.versions.title')}>
        {versions.map((v) => (
          <li key={v.id}>
            <Link
              to="/admin/report-templates/$templateId"
              params={{ templateId }}
              search={v.number === current ? {} : { version: v.number }}
              aria-current={v.number === shown ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-surface-muted',
                v.number === shown && 'bg-surface-muted font-medium',
              )}
            >
              <span>{t('reportTemplates.versionOf', { number: v.number })}</span>
              <span className="text-muted">{formatDateTime(v.createdAt)}</span>
              {v.number === current && (
                <Badge tone="accent" className="ml-auto">
                  {t('reportTemplates.versions.current')}
                </Badge>
              )}
            </Link>
          </li>
        ))}
      </ol>
    </CardSection>
  );
}
