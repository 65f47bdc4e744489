import { createFileRoute, useNavigate } from '@tanstack/react-router';
// The page and the search rules from their own files: the route tree is in the first bundle, and the feature's index
// would bring more of the invoices into it (the sign-in page's budget).
import { InvoicesPage } from '../../../features/invoices/invoices-page.tsx';
import { validateInvoicesSearch } from '../../../features/invoices/invoices-search.ts';
import { MyInvoicesPage } from '../../../features/my-invoices/my-invoices-page.tsx';

// No role redirect: an employee without allowedToInvoice who opens the URL sees 'Ingen adgang' (the server refuses
// the queries anyway).
export const Route = createFileRoute('/admin/invoices/')({
  validateSearch: validateInvoicesSearch,
  staticData: { titleKey: 'nav.invoices' },
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  // A customer's login gets its own invoices (the portal's sidebar links here).
  if (session.me.role === 'customer') return <MyInvoicesPage />;
  return (
    <InvoicesPage
      session={session}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
