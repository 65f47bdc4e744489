import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireRoles, staffRoles } from '../../../lib/guards.ts';
import { canCreateCustomer } from '../../../features/customers/customer-access.ts';
import { NewCustomerPage } from '../../../features/customers/new-customer-page.tsx';

interface NewCustomerSearch {
  /** Create a location of this customer (enableCustomerHierarchy). */
  parent?: string;
}

export const Route = createFileRoute('/admin/customers/new')({
  validateSearch: (s: Record<string, unknown>): NewCustomerSearch =>
    typeof s.parent === 'string' ? { parent: s.parent } : {},
  beforeLoad: ({ context }) => {
    requireRoles(context.session, staffRoles);
    if (!canCreateCustomer(context.session)) throw redirect({ to: '/admin/customers', replace: true });
  },
  staticData: { titleKey: 'customers.createTitle' },
  component: NewCustomerRoute,
});

function NewCustomerRoute() {
  const { session } = Route.useRouteContext();
  const { parent } = Route.useSearch();
  return <NewCustomerPage session={session} parentId={parent} />;
}
