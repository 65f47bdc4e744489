import { createFileRoute } from '@tanstack/react-router';
import { InvoicePage } from '../../../features/invoices/invoice-page.tsx';

// No role redirect, as the list: whoever may not invoice sees 'Ingen adgang'.
export const Route = createFileRoute('/admin/invoices/$invoiceId')({
  staticData: { titleKey: 'nav.invoices' },
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { invoiceId } = Route.useParams();
  const { session } = Route.useRouteContext();
  return <InvoicePage key={invoiceId} invoiceId={invoiceId} session={session} />;
}
