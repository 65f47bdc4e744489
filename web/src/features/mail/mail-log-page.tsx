import { useTranslation } from 'react-i18next';
import { SettingsSubpage } from '../../components/settings-subpage.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { MailLogView, type MailLogSearch } from './mail-log-view.tsx';

/** Settings → email log (administrators): every mail the company sent or keeps, like a mail catcher. */
export function MailLogPage({
  session,
  search,
  onSearchChange,
}: {
  session: MeAndSettings;
  search: MailLogSearch;
  onSearchChange: (patch: Partial<MailLogSearch>) => void;
}) {
  const { t } = useTranslation();
  const isAdministrator = session.me.role === 'administrator' && session.company !== null;
  return (
    <SettingsSubpage wide intro={t('mail.intro')} allowed={isAdministrator}>
      <MailLogView search={search} onSearchChange={onSearchChange} />
    </SettingsSubpage>
  );
}
