import { createFileRoute } from '@tanstack/react-router';
import { requireRoles, staffRoles } from '../../../lib/guards.ts';
import { CustomerPage } from '../../../features/customers/customer-page.tsx';

export const Route = createFileRoute('/admin/customers/$customerId')({
  beforeLoad: ({ context }) => requireRoles(context.session, staffRoles),
  // ?tab=messages opens the messages tab (a message notification's link).
  validateSearch: (search: Record<string, unknown>): { tab?: 'messages' } =>
    search.tab === 'messages' ? { tab: 'messages' } : {},
  staticData: { titleKey: 'customers.customerTitle' },
  component: CustomerRoute,
});

function CustomerRoute() {
  const { customerId } = Route.useParams();
  const { session } = Route.useRouteContext();
  const { tab } = Route.useSearch();
  // A new key per customer: tabs and edit state start fresh when moving between customers (e.g. to a location).
  return <CustomerPage key={customerId} customerId={customerId} session={session} initialTab={tab} />;
}
