import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/products')({
  staticData: { titleKey: 'nav.products' },
  component: () => <ComingSoon titleKey="nav.products" />,
});
