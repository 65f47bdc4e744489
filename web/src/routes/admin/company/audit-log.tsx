import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { canManageCompanies } from '../../../lib/auth.ts';
import { AllAuditLogPage } from '../../../features/audit-log/all-audit-log-page.tsx';
import { validateAuditLogSearch } from '../../../features/audit-log/audit-log-search.ts';

export const Route = createFileRoute('/admin/company/audit-log')({
  validateSearch: validateAuditLogSearch,
  beforeLoad: ({ context }) => {
    if (!canManageCompanies(context.session.me))
      throw redirect({ to: '/admin', search: { denied: true }, replace: true });
  },
  staticData: { titleKey: 'auditLog.title' },
  component: AllAuditLogRoute,
});

function AllAuditLogRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <AllAuditLogPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
