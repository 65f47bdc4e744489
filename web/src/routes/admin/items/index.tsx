import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { requireRoles, staffRoles } from '../../../lib/guards.ts';
import { ItemListPage } from '../../../features/items/item-list-page.tsx';
import { validateItemsSearch } from '../../../features/items/items-search.ts';
import { ImportPriceListLink } from '../../../features/price-list-import/index.ts';
import { isAdministrator } from '../../../lib/auth.ts';

export const Route = createFileRoute('/admin/items/')({
  validateSearch: validateItemsSearch,
  beforeLoad: ({ context }) => requireRoles(context.session, staffRoles),
  staticData: { titleKey: 'nav.items' },
  component: ItemsRoute,
});

function ItemsRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ItemListPage
      session={session}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
      headerLinks={isAdministrator(session.me) ? <ImportPriceListLink /> : null}
    />
  );
}
