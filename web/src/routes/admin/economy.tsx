import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/economy')({
  staticData: { titleKey: 'nav.economy' },
  component: () => <ComingSoon titleKey="nav.economy" />,
});
