import { createFileRoute } from '@tanstack/react-router';
import { requireRoles } from '../../lib/guards.ts';
import { MyMessagesPage } from '../../features/my-messages/my-messages-page.tsx';

// The customer portal's messages; staff read and write a customer's thread on the customer's page.
export const Route = createFileRoute('/admin/messages')({
  beforeLoad: ({ context }) => requireRoles(context.session, ['customer']),
  staticData: { titleKey: 'nav.messages' },
  component: MyMessagesPage,
});
