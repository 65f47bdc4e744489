import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FileUp } from 'lucide-react';
import { buttonClasses } from '../../components/button.tsx';

/** The way to the price-list import, for the items page's toolbar (administrators only: the page's guard checks). */
export function ImportPriceListLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/admin/items/import" className={buttonClasses('secondary', 'md', className)}>
      <FileUp className="size-4" aria-hidden="true" />
      {t('priceListImport.link')}
    </Link>
  );
}
