import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { VisitsPage } from '../../../features/visits/visits-page.tsx';
import { MyVisitsPage } from '../../../features/my-visits/my-visits-page.tsx';
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
  // A customer sees only their own visits, read-only.
  if (session.me.role === 'customer') return <MyVisitsPage session={session} />;
  return (
    <VisitsPage
      session={session}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
