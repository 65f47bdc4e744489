import { createFileRoute } from '@tanstack/react-router';
import { requireRoles } from '../../lib/guards.ts';
// The component is split into its own chunk by the router's autoCodeSplitting, so the page loads with the route.
import { MyDocumentsPage } from '../../features/my-documents/my-documents-page.tsx';

/** The customer portal's documents: the files the office shared with the login (issue #20); staff have file tabs. */
export const Route = createFileRoute('/admin/documents')({
  beforeLoad: ({ context }) => requireRoles(context.session, ['customer']),
  staticData: { titleKey: 'nav.myDocuments' },
  component: MyDocumentsPage,
});
