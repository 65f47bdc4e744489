import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';

export function BackToMaterials() {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/materials"
      className="mb-4 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-foreground"
    >
      <ArrowLeft className="size-3.5" aria-hidden="true" />
      {t('materials.backToList')}
    </Link>
  );
}
