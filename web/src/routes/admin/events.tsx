import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/events')({
  staticData: { titleKey: 'nav.events' },
  component: () => <ComingSoon titleKey="nav.events" />,
});
