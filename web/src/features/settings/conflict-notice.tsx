import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../../components/button.tsx';

/** Someone saved first (CONFLICT on the version): offer to reload instead of overwriting their work. */
export function ConflictNotice({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-warning/40 bg-amber-50 p-3.5 dark:bg-amber-950/30">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-[13px] font-semibold">{t('settings.conflictTitle')}</p>
        <p className="mt-0.5 text-[13px] text-muted">{t('settings.conflictBody')}</p>
        <Button size="sm" variant="secondary" className="mt-2.5" loading={reloading} onClick={onReload}>
          {t('settings.conflictReload')}
        </Button>
      </div>
    </div>
  );
}
