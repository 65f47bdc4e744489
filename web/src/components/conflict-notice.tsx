import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { Button } from './button.tsx';

/**
 * Someone saved first (CONFLICT on the version): offer to reload instead of overwriting their work. The
 * company settings name what changed ("settings"); a record's form says it in general words ("common").
 */
function ConflictNotice({
  onReload,
  reloading,
  texts = 'common',
}: {
  onReload: () => void;
  reloading: boolean;
  texts?: 'common' | 'settings' | 'planning';
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-warning/40 bg-amber-50 p-3.5 dark:bg-amber-950/30">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-[13px] font-semibold">{t(`${texts}.conflictTitle`)}</p>
        <p className="mt-0.5 text-[13px] text-muted">{t(`${texts}.conflictBody`)}</p>
        <Button size="sm" variant="secondary" className="mt-2.5" loading={reloading} onClick={onReload}>
          {t(`${texts}.conflictReload`)}
        </Button>
      </div>
    </div>
  );
}

/**
 * A form's conflict state: `onConflict` after a save refused with CONFLICT shows the notice, whose button runs
 * `reloadFresh` (fetch the record anew and reset the form to it) and hides it again; `clear` hides it after a
 * save that went through.
 */
export function useConflictReload(
  reloadFresh: (() => Promise<void>) | null,
  texts: 'common' | 'settings' | 'planning' = 'common',
) {
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    if (!reloadFresh) return;
    setReloading(true);
    try {
      await reloadFresh();
      setConflict(false);
    } finally {
      setReloading(false);
    }
  };
  return {
    onConflict: () => setConflict(true),
    clear: () => setConflict(false),
    notice: conflict ? <ConflictNotice texts={texts} onReload={() => void reload()} reloading={reloading} /> : null,
  };
}
