import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/rentals')({
  staticData: { titleKey: 'nav.rentals' },
  component: () => <ComingSoon titleKey="nav.rentals" />,
});
