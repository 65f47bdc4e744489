import { Navigate, createFileRoute, useNavigate } from '@tanstack/react-router';
import { VisitsPage } from '../../../features/visits/visits-page.tsx';
import { validateVisitsSearch, type VisitsSearch } from '../../../features/visits/visits-search.ts';
import { listQueryOf } from '../../../features/visits/visits-filter.ts';
import { visitsOptions } from '../../../features/visits/visits-api.ts';
import { visitFiltersModule } from '../../../features/visits/visit-filters-module.ts';
import { mdUp } from '../../../lib/use-media-query.ts';

export type { VisitsSearch };

export const Route = createFileRoute('/admin/visits/')({
  validateSearch: validateVisitsSearch,
  staticData: { titleKey: 'nav.visits' },
  // The list's page is asked for as the route starts (beforeLoad is never split from the route tree), not once the
  // frame and the table have rendered: on a phone that was half a second later (decisions/0051). The table asks
  // the same query and finds it in flight or answered.
  // On a wide screen the filter bar stands beside the list from the start: its code (fetched apart, decisions/0054)
  // is asked for here too.
  beforeLoad: ({ context, search }) => {
    if (context.session?.me.role === 'customer') return;
    if ((search.layout ?? 'table') === 'table')
      void context.queryClient.prefetchQuery(visitsOptions(listQueryOf(search).variables));
    if (window.matchMedia?.(mdUp).matches) void visitFiltersModule.load().catch(() => undefined);
  },
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
