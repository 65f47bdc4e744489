import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { SettingsPanel } from './settings-panel.tsx';

/** Settings over the current page (?modal=true). Closing returns to the page underneath. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('settings.title')}
      closeLabel={t('common.close')}
      className="max-w-4xl bg-background"
    >
      <div className="px-5 pb-5">
        <SettingsPanel />
      </div>
    </Dialog>
  );
}
