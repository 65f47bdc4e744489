import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/time-registrations')({
  staticData: { titleKey: 'nav.timeRegistrations' },
  component: () => <ComingSoon titleKey="nav.timeRegistrations" />,
});
