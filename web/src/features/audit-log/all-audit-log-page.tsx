import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { CompaniesTabs, companiesOptions } from '../companies/index.ts';
import { AuditLogView } from './audit-log-view.tsx';
import type { AuditLogSearch } from './audit-log-search.ts';

/** The superadmin's audit log across every company, with a company filter. */
export function AllAuditLogPage({
  search,
  onSearchChange,
}: {
  search: AuditLogSearch;
  onSearchChange: (patch: Partial<AuditLogSearch>) => void;
}) {
  const { t } = useTranslation();
  const companies = useQuery(companiesOptions);
  return (
    <Page wide>
      <CompaniesTabs />
      <p className="mb-4 text-[13px] text-muted">{t('auditLog.allIntro')}</p>
      <AuditLogView scope="all" search={search} onSearchChange={onSearchChange} companies={companies.data} />
    </Page>
  );
}
