import { createFileRoute } from '@tanstack/react-router';
import { requireRoles, staffRoles } from '../../../lib/guards.ts';
import { ItemPage } from '../../../features/items/item-page.tsx';

export const Route = createFileRoute('/admin/items/$itemId')({
  beforeLoad: ({ context }) => requireRoles(context.session, staffRoles),
  staticData: { titleKey: 'items.itemTitle' },
  component: ItemRoute,
});

function ItemRoute() {
  const { itemId } = Route.useParams();
  const { session } = Route.useRouteContext();
  // The stock section (ledger, receive, move, count) is mounted through `stockSection`.
  return <ItemPage key={itemId} itemId={itemId} session={session} />;
}
