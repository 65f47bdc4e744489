import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/employees')({
  staticData: { titleKey: 'nav.employees' },
  component: () => <ComingSoon titleKey="nav.employees" />,
});
