import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../lib/guards.ts';
import { RentalsPage } from '../../features/rentals/rentals-page.tsx';
// Its own file, not the feature's index: the search rules stay in the first bundle, the page does not.
import { validateRentalsSearch } from '../../features/rentals/rentals-search.ts';

export const Route = createFileRoute('/admin/rentals')({
  validateSearch: validateRentalsSearch,
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'nav.rentals' },
  component: RentalsRoute,
});

function RentalsRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <RentalsPage
      session={session}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
