import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/customers')({
  staticData: { titleKey: 'nav.customers' },
  component: () => <ComingSoon titleKey="nav.customers" />,
});
