import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../lib/guards.ts';
import { ProductsPage } from '../../features/equipment-catalogue/products-page.tsx';
import { validateProductsSearch } from '../../features/equipment-catalogue/products-search.ts';

export const Route = createFileRoute('/admin/products')({
  validateSearch: validateProductsSearch,
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'nav.products' },
  component: ProductsRoute,
});

function ProductsRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ProductsPage
      session={session}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
