import { createFileRoute } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../lib/guards.ts';
import { CategoriesPage } from '../../features/equipment-catalogue/categories-page.tsx';

export const Route = createFileRoute('/admin/categories')({
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'nav.categories' },
  component: CategoriesRoute,
});

function CategoriesRoute() {
  const { session } = Route.useRouteContext();
  return <CategoriesPage session={session} />;
}
