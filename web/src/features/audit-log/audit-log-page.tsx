import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { buttonClasses } from '../../components/button.tsx';
import { canManageCompanies, type MeAndSettings } from '../../lib/auth.ts';
import { AuditLogView, ForbiddenState } from './audit-log-view.tsx';
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
    <Page wide>
      <Link
        to="/admin/settings"
        className="mb-4 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-foreground"
      >
        <ArrowLeft className="size-3.5" aria-hidden="true" />
        {t('auditLog.backToSettings')}
      </Link>
      {isAdministrator ? (
        <>
          <p className="mb-4 text-[13px] text-muted">{t('auditLog.intro')}</p>
          <AuditLogView scope="company" search={search} onSearchChange={onSearchChange} />
        </>
      ) : (
        <Card>
          <ForbiddenState
            action={
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
          />
        </Card>
      )}
    </Page>
  );
}
