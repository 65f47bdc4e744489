import { createFileRoute } from '@tanstack/react-router';
import { VisitsPage } from '../../../features/visits/visits-page.tsx';
import { MyVisitsPage } from '../../../features/my-visits/my-visits-page.tsx';

export interface VisitsSearch {
  /** The spec's "due" view: a filter, not a stored status (decisions.md). */
  status?: 'due';
}

export const Route = createFileRoute('/admin/visits/')({
  validateSearch: (search: Record<string, unknown>): VisitsSearch => (search.status === 'due' ? { status: 'due' } : {}),
  staticData: { titleKey: 'nav.visits' },
  component: VisitsRoute,
});

function VisitsRoute() {
  const { status } = Route.useSearch();
  const { session } = Route.useRouteContext();
  // A customer sees only their own visits, read-only.
  if (session.me.role === 'customer') return <MyVisitsPage session={session} />;
  return <VisitsPage status={status} />;
}
