import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/**
 * The end of a form or dialog: Cancel, then the submit button, which says "Saving…" with a spinner and is
 * disabled while `saving`.
 */
export function FormFooter({
  onCancel,
  saving,
  submitLabel,
}: {
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {saving ? t('common.saving') : submitLabel}
      </Button>
    </div>
  );
}
