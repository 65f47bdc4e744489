import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../lib/guards.ts';
import { ServiceRemindersPage } from '../../features/service-reminders/service-reminders-page.tsx';
import { validateServiceRemindersSearch } from '../../features/service-reminders/service-reminders-search.ts';

export const Route = createFileRoute('/admin/service-reminders')({
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  validateSearch: validateServiceRemindersSearch,
  staticData: { titleKey: 'nav.serviceReminders' },
  component: ServiceRemindersRoute,
});

function ServiceRemindersRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ServiceRemindersPage
      session={session}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
