import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { employeeKinds, staffRoles as roles, type EmployeeKind, type StaffRole } from '@servio/domain/roles';
import { adminRoles, requireRoles } from '../../../lib/guards.ts';
import { EmployeeListPage, type EmployeesSearch } from '../../../features/employees/employee-list-page.tsx';

export const Route = createFileRoute('/admin/employees/')({
  validateSearch: (s: Record<string, unknown>): EmployeesSearch => ({
    q: typeof s.q === 'string' && s.q.trim() ? s.q : undefined,
    page: Number.isInteger(Number(s.page)) && Number(s.page) > 1 ? Number(s.page) : undefined,
    role: (roles as readonly string[]).includes(String(s.role)) ? (s.role as StaffRole) : undefined,
    kind: (employeeKinds as readonly string[]).includes(String(s.kind)) ? (s.kind as EmployeeKind) : undefined,
    department: typeof s.department === 'string' ? s.department : undefined,
    status: s.status === 'inactive' || s.status === 'all' ? s.status : undefined,
  }),
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'nav.employees' },
  component: EmployeesRoute,
});

function EmployeesRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <EmployeeListPage
      company={session.company!}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
