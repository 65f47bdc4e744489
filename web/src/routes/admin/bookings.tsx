import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/bookings')({
  staticData: { titleKey: 'nav.bookings' },
  component: () => <ComingSoon titleKey="nav.bookings" />,
});
