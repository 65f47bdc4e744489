import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/departments')({
  staticData: { titleKey: 'nav.departments' },
  component: () => <ComingSoon titleKey="nav.departments" />,
});
