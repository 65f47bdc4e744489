import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/notifications')({
  staticData: { titleKey: 'nav.notifications' },
  component: () => <ComingSoon titleKey="nav.notifications" />,
});
