import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';
import { adminRoles, requireRoles } from '../../lib/guards.ts';
import { ItemStockSection } from '../../features/stock/index.ts';

/** /admin/stock/<itemId>: an item's stock on its own (the item page mounts the same section). */
export const Route = createFileRoute('/admin/stock/$itemId')({
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'nav.items' },
  component: StockRoute,
});

function StockRoute() {
  const { itemId } = Route.useParams();
  return (
    <Page wide>
      <ItemStockSection itemId={itemId} />
    </Page>
  );
}
