import { Navigate, createFileRoute, useNavigate } from '@tanstack/react-router';
import { VisitsPage } from '../../../features/visits/visits-page.tsx';
import { validateVisitsSearch, type VisitsSearch } from '../../../features/visits/visits-search.ts';

export type { VisitsSearch };

export const Route = createFileRoute('/admin/visits/')({
  validateSearch: validateVisitsSearch,
  staticData: { titleKey: 'nav.visits' },
  component: VisitsRoute,
});

function VisitsRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  // A customer's visits are the portal's home.
  if (session.me.role === 'customer') return <Navigate to="/admin" replace />;
  return (
    <VisitsPage
      session={session}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
