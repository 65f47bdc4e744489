import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const tabClasses =
  '-mb-px inline-flex h-9 items-center gap-1.5 border-b-2 border-transparent px-3 text-[13px] font-medium text-muted ' +
  'hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';

/** The superadmin's two pages, as tabs: the company list and the audit log of every company. */
export function CompaniesTabs() {
  const { t } = useTranslation();
  const active = { className: 'border-accent! text-foreground!', 'aria-current': 'page' as const };
  return (
    <nav aria-label={t('auditLog.tabsLabel')} className="mb-5 flex gap-1 border-b border-border">
      <Link
        to="/admin/company/"
        activeOptions={{ exact: true, includeSearch: false }}
        className={tabClasses}
        activeProps={active}
      >
        {t('auditLog.tabCompanies')}
      </Link>
      <Link
        to="/admin/company/audit-log"
        activeOptions={{ includeSearch: false }}
        className={tabClasses}
        activeProps={active}
      >
        {t('auditLog.tabAuditLog')}
      </Link>
    </nav>
  );
}
