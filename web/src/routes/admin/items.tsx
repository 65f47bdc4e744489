import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/items')({
  staticData: { titleKey: 'nav.items' },
  component: () => <ComingSoon titleKey="nav.items" />,
});
