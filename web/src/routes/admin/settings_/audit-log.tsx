import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuditLogPage } from '../../../features/audit-log/audit-log-page.tsx';
import { validateAuditLogSearch } from '../../../features/audit-log/audit-log-search.ts';

// No role redirect: an employee who opens the URL sees 'Ingen adgang' (the server refuses the query anyway).
export const Route = createFileRoute('/admin/settings_/audit-log')({
  validateSearch: validateAuditLogSearch,
  staticData: { titleKey: 'auditLog.title' },
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <AuditLogPage
      session={session}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
