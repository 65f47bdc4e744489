import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/invoices')({
  staticData: { titleKey: 'nav.invoices' },
  component: () => <ComingSoon titleKey="nav.invoices" />,
});
