import { createFileRoute } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../lib/guards.ts';
import { PriceListImportPage } from '../../features/price-list-import/index.ts';

// items_ keeps the page out of the items list's layout (its own page, not a child of the list).
export const Route = createFileRoute('/admin/items_/import')({
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'priceListImport.title' },
  component: PriceListImportPage,
});
