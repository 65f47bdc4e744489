import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/item-groups')({
  staticData: { titleKey: 'nav.itemGroups' },
  component: () => <ComingSoon titleKey="nav.itemGroups" />,
});
