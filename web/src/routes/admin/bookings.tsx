import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../lib/guards.ts';
import { BookingsPage } from '../../features/bookings/bookings-page.tsx';
// Its own file, not the feature's index: the search rules stay in the first bundle, the page does not.
import { validateBookingsSearch } from '../../features/bookings/bookings-search.ts';

export const Route = createFileRoute('/admin/bookings')({
  validateSearch: validateBookingsSearch,
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'nav.bookings' },
  component: BookingsRoute,
});

function BookingsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <BookingsPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
