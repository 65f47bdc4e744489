import { createFileRoute, useNavigate } from '@tanstack/react-router';
// The page from its own file (the route tree is in the first bundle).
import { EconomyPage } from '../../features/economy/economy-page.tsx';

// Administrators only (wages and margins): anyone else who opens the URL is told 'Ingen adgang'. The period's name
// is checked by the page (economy-search.ts), so the list of periods stays out of the first bundle.
export const Route = createFileRoute('/admin/economy')({
  validateSearch: (search: Record<string, unknown>): { period?: string } =>
    typeof search.period === 'string' ? { period: search.period } : {},
  staticData: { titleKey: 'nav.economy' },
  component: EconomyRoute,
});

function EconomyRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <EconomyPage
      allowed={session.me.role === 'administrator' && session.company !== null}
      period={search.period}
      onPeriodChange={(period) => void navigate({ search: period === 'thisYear' ? {} : { period }, replace: true })}
    />
  );
}
