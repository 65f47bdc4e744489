import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../lib/guards.ts';
import { RentalsPage, validateRentalsSearch } from '../../features/rentals/index.ts';

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
