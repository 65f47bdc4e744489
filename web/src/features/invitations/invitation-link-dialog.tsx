import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { CopyField } from '../../components/copy-field.tsx';
import { Button } from '../../components/button.tsx';
import { formatLongDateTime } from '../../lib/format/index.ts';

/** Shows a fresh one-time invitation link, absolute, with a copy button. */
export function InvitationLinkDialog({
  invitation,
  name,
  email,
  onClose,
}: {
  invitation: { link: string; expiresAt: string } | null;
  name: string;
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const url = invitation ? new URL(invitation.link, window.location.origin).toString() : '';
  const expires = invitation ? formatLongDateTime(invitation.expiresAt) : '';
  return (
    <Dialog
      open={invitation !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('invitation.linkTitle', { name })}
      description={t('invitation.linkIntro', { email })}
      closeLabel={t('common.close')}
      className="max-w-lg"
    >
      <div className="space-y-3 px-5 pb-5">
        <CopyField
          value={url}
          label={t('invitation.linkLabel')}
          copyLabel={t('invitation.copy')}
          copiedLabel={t('invitation.copied')}
        />
        <p className="text-xs text-muted">{t('invitation.expires', { date: expires })}</p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
