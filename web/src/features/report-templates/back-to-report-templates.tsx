import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';

export function BackToReportTemplates() {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/report-templates"
      className="mb-4 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-foreground"
    >
      <ArrowLeft className="size-3.5" aria-hidden="true" />
      {t('reportTemplates.backToList')}
    </Link>
  );
}
