import { createFileRoute } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../lib/guards.ts';
import { ItemGroupsPage } from '../../features/item-groups/item-groups-page.tsx';

export const Route = createFileRoute('/admin/item-groups')({
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'nav.itemGroups' },
  component: ItemGroupsPage,
});
