import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { EmptyState } from '../../components/states.tsx';
import { buttonClasses } from '../../components/button.tsx';
import { Logo } from '../../components/logo.tsx';

/** Not-found inside the admin shell. */
export function AdminNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Compass}
      title={t('pages.notFoundTitle')}
      body={t('pages.notFoundBody')}
      action={
        <Link to="/admin" className={buttonClasses('secondary')}>
          {t('common.backHome')}
        </Link>
      }
    />
  );
}

/** Not-found for paths outside the admin area: a plain page without the shell. */
export function PlainNotFound() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-full flex-col items-center justify-center p-6">
      <Logo className="mb-2 size-10" />
      <EmptyState
        headingLevel={1}
        title={t('pages.notFoundTitle')}
        body={t('pages.notFoundBody')}
        action={
          <Link to="/" className={buttonClasses('secondary')}>
            {t('common.backHome')}
          </Link>
        }
      />
    </main>
  );
}
