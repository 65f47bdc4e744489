import { useCallback } from 'react';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../lib/guards.ts';
import { PlanningPage } from '../../features/planning/planning-page.tsx';
// Its own file, not the feature's index: the search rules stay in the first bundle, the page does not.
import { validatePlanningSearch, type PlanningSearch } from '../../features/planning/planning-search.ts';

export const Route = createFileRoute('/admin/planning')({
  validateSearch: validatePlanningSearch,
  beforeLoad: ({ context }) => {
    requireRoles(context.session, adminRoles);
    // The board is a company's choice (enablePlanningPage); without it the page is not there.
    if (!context.session.company?.enablePlanningPage) throw redirect({ to: '/admin', replace: true });
  },
  staticData: { titleKey: 'nav.planning' },
  component: PlanningRoute,
});

function PlanningRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  // Stable: the board's memoised cards hold callbacks made from it.
  const onSearchChange = useCallback(
    (patch: Partial<PlanningSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <PlanningPage session={session} search={search} onSearchChange={onSearchChange} />;
}
