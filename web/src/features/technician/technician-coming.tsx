import { useTranslation } from 'react-i18next';
import { Smartphone } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { Logo } from '../../components/logo.tsx';
import { EmptyState } from '../../components/states.tsx';
import { buttonClasses } from '../../components/button.tsx';

/** The employee panel (decisions.md: phone-first, offline) arrives in its own issue. */
export function TechnicianComing() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-full flex-col items-center justify-center px-4 py-10">
      <div className="mb-4 flex items-center gap-2">
        <Logo className="size-8" />
        <p className="text-lg font-semibold tracking-tight">{t('pages.technicianTitle')}</p>
      </div>
      <div className="w-full max-w-md rounded-xl border border-border bg-surface shadow-sm">
        <EmptyState
          icon={Smartphone}
          headingLevel={1}
          title={t('pages.technicianComingTitle')}
          body={t('pages.technicianComingBody')}
          action={
            <Link to="/" className={buttonClasses('secondary')}>
              {t('common.backHome')}
            </Link>
          }
        />
      </div>
    </main>
  );
}
