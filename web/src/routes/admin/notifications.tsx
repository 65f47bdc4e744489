import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { requireRoles } from '../../lib/guards.ts';
import { NotificationsPage } from '../../features/notifications/notifications-page.tsx';
import { validateNotificationsSearch } from '../../features/notifications/notifications-search.ts';

export const Route = createFileRoute('/admin/notifications')({
  // Everyone with the sidebar link: suppliers too (customers have no notifications).
  beforeLoad: ({ context }) => requireRoles(context.session, ['administrator', 'employee', 'supplier']),
  validateSearch: validateNotificationsSearch,
  staticData: { titleKey: 'nav.notifications' },
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <NotificationsPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
