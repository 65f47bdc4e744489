import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo.tsx';

/** Shown while the root data (me and company) loads: the spec's logo. */
export function RootPending() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full items-center justify-center" role="status" aria-live="polite">
      <Logo className="size-12 animate-[servio-pulse_1.6s_ease-in-out_infinite]" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
