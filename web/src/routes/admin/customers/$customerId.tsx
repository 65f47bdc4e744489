import { createFileRoute } from '@tanstack/react-router';
import { requireRoles, staffRoles } from '../../../lib/guards.ts';
import { CustomerPage } from '../../../features/customers/customer-page.tsx';

export const Route = createFileRoute('/admin/customers/$customerId')({
  beforeLoad: ({ context }) => requireRoles(context.session, staffRoles),
  staticData: { titleKey: 'customers.customerTitle' },
  component: CustomerRoute,
});

function CustomerRoute() {
  const { customerId } = Route.useParams();
  const { session } = Route.useRouteContext();
  // A new key per customer: tabs and edit state start fresh when moving between customers (e.g. to a location).
  return <CustomerPage key={customerId} customerId={customerId} session={session} />;
}
