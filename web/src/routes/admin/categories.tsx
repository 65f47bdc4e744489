import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/categories')({
  staticData: { titleKey: 'nav.categories' },
  component: () => <ComingSoon titleKey="nav.categories" />,
});
