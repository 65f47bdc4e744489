import { createFileRoute, useNavigate } from '@tanstack/react-router';
// The page and the search rules from their own files (the route tree is in the first bundle).
import { EconomyPage } from '../../features/economy/economy-page.tsx';
import { validateEconomySearch } from '../../features/economy/economy-periods.ts';

// Administrators only (wages and margins): anyone else who opens the URL is told 'Ingen adgang'.
export const Route = createFileRoute('/admin/economy')({
  validateSearch: validateEconomySearch,
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
      period={search.period ?? 'thisYear'}
      onPeriodChange={(period) => void navigate({ search: period === 'thisYear' ? {} : { period }, replace: true })}
    />
  );
}
