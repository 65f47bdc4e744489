import { createFileRoute } from '@tanstack/react-router';
import { VisitsPage } from '../../../features/visits/visits-page.tsx';

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
  return <VisitsPage status={status} />;
}
