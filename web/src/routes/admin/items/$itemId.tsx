import { createFileRoute } from '@tanstack/react-router';
import { requireRoles, staffRoles } from '../../../lib/guards.ts';
import { ItemPage } from '../../../features/items/item-page.tsx';
import { ItemStockSection } from '../../../features/stock/index.ts';
import { isAdministrator } from '../../../lib/auth.ts';

export const Route = createFileRoute('/admin/items/$itemId')({
  beforeLoad: ({ context }) => requireRoles(context.session, staffRoles),
  staticData: { titleKey: 'items.itemTitle' },
  component: ItemRoute,
});

function ItemRoute() {
  const { itemId } = Route.useParams();
  const { session } = Route.useRouteContext();
  // The stock section (on hand per location, the ledger, receive, move, count, correct) is the administrator's.
  const stockSection = isAdministrator(session.me)
    ? (item: { id: string }) => <ItemStockSection itemId={item.id} />
    : undefined;
  return <ItemPage key={itemId} itemId={itemId} session={session} stockSection={stockSection} />;
}
