import { createFileRoute } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../../lib/guards.ts';
import { EmployeePage } from '../../../features/employees/employee-page.tsx';

export const Route = createFileRoute('/admin/employees/$employeeId')({
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'employees.employeeTitle' },
  component: EmployeeRoute,
});

function EmployeeRoute() {
  const { employeeId } = Route.useParams();
  const { session } = Route.useRouteContext();
  return <EmployeePage key={employeeId} employeeId={employeeId} session={session} />;
}
