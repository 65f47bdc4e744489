import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/button.tsx';
import { SettingsSubpage } from '../../components/settings-subpage.tsx';
import { canManageCompanies, type MeAndSettings } from '../../lib/auth.ts';
import { AuditLogView } from './audit-log-view.tsx';
import type { AuditLogSearch } from './audit-log-search.ts';

/**
 * The company's audit log (administrators). Others who reach the URL get 'Ingen adgang' rather than a redirect,
 * so a shared link explains itself; a superadmin outside any company is pointed to the log of all companies.
 */
export function AuditLogPage({
  session,
  search,
  onSearchChange,
}: {
  session: MeAndSettings;
  search: AuditLogSearch;
  onSearchChange: (patch: Partial<AuditLogSearch>) => void;
}) {
  const { t } = useTranslation();
  const isAdministrator = session.me.role === 'administrator' && session.company !== null;
  return (
    <SettingsSubpage
      wide
      intro={t('auditLog.intro')}
      allowed={isAdministrator}
      forbiddenAction={
        canManageCompanies(session.me) ? (
          <Link to="/admin/company/audit-log" className={buttonClasses('secondary')}>
            {t('auditLog.toAllCompanies')}
          </Link>
        ) : (
          <Link to="/admin" className={buttonClasses('secondary')}>
            {t('common.backHome')}
          </Link>
        )
      }
    >
      <AuditLogView scope="company" search={search} onSearchChange={onSearchChange} />
    </SettingsSubpage>
  );
}
