import { createFileRoute } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../../lib/guards.ts';
import { NewItemPage } from '../../../features/items/new-item-page.tsx';

export const Route = createFileRoute('/admin/items/new')({
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'items.createTitle' },
  component: NewItemRoute,
});

function NewItemRoute() {
  const { session } = Route.useRouteContext();
  return <NewItemPage session={session} />;
}
