import { createFileRoute } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../../lib/guards.ts';
import { NewEmployeePage } from '../../../features/employees/new-employee-page.tsx';

export const Route = createFileRoute('/admin/employees/new')({
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'employees.createTitle' },
  component: NewEmployeeRoute,
});

function NewEmployeeRoute() {
  const { session } = Route.useRouteContext();
  return <NewEmployeePage company={session.company!} />;
}
