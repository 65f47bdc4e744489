import { createFileRoute } from '@tanstack/react-router';
import { requireRoles, staffRoles } from '../../lib/guards.ts';
import { DepartmentsPage } from '../../features/departments/departments-page.tsx';

export const Route = createFileRoute('/admin/departments')({
  beforeLoad: ({ context }) => requireRoles(context.session, staffRoles),
  staticData: { titleKey: 'nav.departments' },
  component: DepartmentsRoute,
});

function DepartmentsRoute() {
  const { session } = Route.useRouteContext();
  return <DepartmentsPage isAdmin={session.me.role === 'administrator'} />;
}
