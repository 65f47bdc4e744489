import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../lib/guards.ts';
import { EventsPage } from '../../features/events/events-page.tsx';
import { validateEventsSearch } from '../../features/events/events-search.ts';

export const Route = createFileRoute('/admin/events')({
  // The feed is the office's: the sidebar shows it to administrators, and the server answers only them.
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  validateSearch: validateEventsSearch,
  staticData: { titleKey: 'nav.events' },
  component: EventsRoute,
});

function EventsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <EventsPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
